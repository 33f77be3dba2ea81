import { gridAttributes } from "../../shared/grid";

interface Testimonial {
  readonly author: string;
  readonly role: string;
  readonly company: string;
  readonly rating: number;
  readonly body: string;
}

/** Client reviews (the same entries the structured data carries). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="testimonials grid-balanced" {...gridAttributes(items.length, 3)}>
      {items.map((item) => (
        <li key={item.author} className="testimonial">
          <figure>
            <p className="rating">
              <span aria-hidden="true">
                {"★".repeat(item.rating)}
                <span className="rating-empty">{"★".repeat(5 - item.rating)}</span>
              </span>
              <span className="visually-hidden">Rated {item.rating} out of 5</span>
            </p>
            <blockquote>
              <p>{item.body}</p>
            </blockquote>
            <figcaption>
              <strong>{item.author}</strong>
              <span>
                {item.role}, {item.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
