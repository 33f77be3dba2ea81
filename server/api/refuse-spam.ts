import type { FastifyReply, FastifyRequest } from "fastify";
import type { LeadFormName } from "../../app/shared/lead-options";
import type { Locale } from "../../app/shared/locale";
import type { Tokens } from "../mail/tokens";
import { answersIn } from "./answers";
import { sendConfirmationPage } from "./form-token";
import { sendError, wantsHtml } from "./respond";

/**
 * Spam checks after validation, for every form (contact, subscribe, application): the honeypot, then the form token
 * (decision 012). Answers, in the form's language, and returns the reply when the submission is refused.
 */
export function refuseSpam(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: Tokens,
  form: LeadFormName,
  input: { readonly website?: string; readonly formToken?: string },
  locale: Locale,
): FastifyReply | undefined {
  const answers = answersIn(locale);
  if (input.website) return sendError(request, reply, 400, answers.automated);
  const proof = tokens.checkFormToken(input.formToken, form);
  if ("ok" in proof) return undefined;
  // A plain form post (no JavaScript) cannot fetch a token: it gets a page to check and send the entries,
  // with a fresh token (the same one when it is only too young, so the next press succeeds).
  if (wantsHtml(request)) {
    const token = proof.error === "too-young" ? input.formToken! : tokens.issueFormToken(form);
    return sendConfirmationPage(reply, form, input, token, proof.error, locale);
  }
  const message = answers.formToken[proof.error];
  return sendError(request, reply, 400, message, { formToken: message });
}
