import type { z } from "zod";
import type { noticeSchema } from "../schema";

export const noticePages = {
  "contact-sent": {
    title: "Thank you, your message is on its way | Alphai",
    description:
      "Your enquiry reached the Alphai team. A lead from the right practice replies within one working day with questions or a first plan.",
    h1: "Thank you, we have your message",
    intro:
      "Your enquiry is stored safely and our team has been notified. A lead from the practice that fits your project will reply within one working day.",
    details: [
      "We read every enquiry ourselves. If your brief is clear, the reply comes with first questions and a proposed call; if not, we ask what we need to know to be useful.",
      "Our offices in Dubai, Lahore and Munich are open Monday to Friday, 09:00–18:00 local time. Enquiries sent at the weekend are answered on Monday.",
    ],
    next: ["work", "engagement-models", "resources"],
  },
  "application-sent": {
    title: "Thank you, your application has arrived | Alphai",
    description:
      "Your application and CV reached Alphai's hiring team. You have a confirmation by e-mail, and an answer comes within two weeks.",
    h1: "Thank you, your application has arrived",
    intro:
      "Your application and your CV are stored safely, and the people hiring for the role have been told. We have sent you a confirmation by e-mail.",
    details: [
      "Someone from the hiring team reads every application and answers within two weeks, either with an invitation to a first conversation or with our decision. We do not use automated screening.",
      "The confirmation e-mail says how long we keep your application and has a link to withdraw it and erase your data at once. No e-mail after a few minutes? Look in the spam folder, or write to careers@alphai.tech.",
    ],
    next: ["careers", "life-at-alphai", "our-story"],
  },
  "application-withdrawn": {
    title: "Your application has been withdrawn | Alphai",
    description:
      "Your application to Alphai and your CV have been erased. Nothing of it is kept; you are welcome to apply again for any open role.",
    h1: "Your application has been withdrawn",
    intro:
      "Your application and your CV have been erased from our systems, together with the e-mails about it that were waiting to be sent.",
    details: [
      "Nothing of the application is kept. If you change your mind, you are welcome to apply again for any open role; a new application starts from scratch.",
    ],
    next: ["careers", "life-at-alphai", "home"],
  },
  "newsletter-check-inbox": {
    title: "Check your inbox to confirm | Alphai",
    description:
      "We sent you a confirmation link. Open it to start receiving Alphai's monthly e-mail on building better software; nothing is sent until you do.",
    h1: "Check your inbox",
    intro:
      "We sent a confirmation link to the address you gave. Open it within seven days to start receiving our monthly e-mail; until you do, we send nothing else.",
    details: [
      "No e-mail after a few minutes? Look in the spam or promotions folder, or subscribe again: we send a fresh link.",
      "Every e-mail we send has a one-click unsubscribe link. We never share your address.",
    ],
    next: ["resources", "work", "our-story"],
  },
  "newsletter-confirmed": {
    title: "Your subscription is confirmed | Alphai",
    description:
      "Thank you for confirming. Alphai's monthly e-mail brings practical notes on product engineering, delivery and growth; unsubscribe in one click.",
    h1: "You are subscribed",
    intro:
      "Thank you for confirming your address. Our next monthly e-mail is on its way to you, with practical notes on building, shipping and growing digital products.",
    details: [
      "Each issue is short: one idea worth trying, one case from our work and one tool we rely on. Every e-mail has a one-click unsubscribe link.",
    ],
    next: ["resources", "work", "home"],
  },
  "newsletter-unsubscribed": {
    title: "You have been unsubscribed | Alphai",
    description:
      "Your address has been removed from Alphai's mailing list. You will receive no more newsletters; subscribe again from any page footer at any time.",
    h1: "You are unsubscribed",
    intro:
      "Your address is off our mailing list and you will receive no more newsletters from us. If this was a mistake, you can subscribe again from the footer of any page.",
    details: ["We keep a record that you unsubscribed, so that no list we import can add you back by accident."],
    next: ["home", "resources", "contact"],
  },
  "newsletter-link-expired": {
    title: "This link has expired or is not valid | Alphai",
    description:
      "The confirmation or unsubscribe link you opened has expired or was changed. Subscribe again from the footer to get a fresh confirmation link.",
    h1: "This link has expired",
    intro:
      "The link you opened is older than seven days or was changed on its way. Nothing on your subscription has changed because of it.",
    details: [
      "To subscribe, enter your address in the footer of any page and we send a fresh confirmation link. To stop our e-mails, use the unsubscribe link in the latest one you received, or write to us.",
    ],
    next: ["home", "contact", "resources"],
  },
  offline: {
    title: "You are offline | Alphai",
    description:
      "This page has not been saved on your device yet. Pages you visited before still open without a connection; this one loads once you are back online.",
    h1: "You are offline",
    intro:
      "This page is not saved on your device yet, and your connection seems to be down. Pages you opened before still work offline; this one will load as soon as you are back online.",
    details: [
      "Check your Wi-Fi or mobile data, then reload the page. Nothing you typed into a form is sent while you are offline, so send it again once you are connected.",
    ],
    next: ["home", "contact", "work"],
  },
} satisfies Record<string, z.input<typeof noticeSchema>>;
