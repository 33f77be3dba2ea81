/**
 * Questions and answers as native <details>: keyboard-operable (Enter/Space
 * on the summary), searchable with find-in-page, and readable without JavaScript.
 */
export function FaqAccordion({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="faq">
      {faqs.map((faq) => (
        <details key={faq.question} className="faq-item">
          <summary>
            <h3>{faq.question}</h3>
          </summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
