import { gridAttributes } from "../../shared/grid";

interface Testimonial {
  readonly author: string;
  readonly role: string;
  readonly company: string;
  readonly rating: number;
  readonly body: string;
}

/** Client reviews (the same entries the structured data carries); `rated` the words around a rating ("Rated 5 out of 5"). */
export function Testimonials({
  items,
  rated,
}: {
  items: readonly Testimonial[];
  rated: { readonly before: string; readonly after: string };
}) {
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
              <span className="visually-hidden">
                {rated.before}
                {item.rating}
                {rated.after}
              </span>
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
