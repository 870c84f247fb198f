/**
 * Built-in wording of /contact-us, block by block (what a page does with it: contract/
 * legal-defaults.ts). A file per page, so a page's chunk carries its own wording and no other's.
 */
import { DEFAULT_CONTACT_EMAILS, legalWording } from "./legal-defaults.ts";

export const CONTACT_WORDING = legalWording("contact", [
  ["contact.header.title", "Page title", "Contact Us"],
  [
    "contact.header.intro",
    "Introduction",
    "<p>Have a question, found a problem, or want to work with us? We'd love to hear from you. Pick the address that fits best and we'll get back to you.</p>",
  ],
  ["contact.general.label", "General: label", "General Inquiries"],
  [
    "contact.general.description",
    "General: description",
    "Questions about LI Lights, your account, or how to use the site.",
  ],
  ["contact.general.email", "General: email address", DEFAULT_CONTACT_EMAILS.general],
  ["contact.issues.label", "Issues: label", "Report an Issue"],
  [
    "contact.issues.description",
    "Issues: description",
    "Something not working, wrong details on a listing, inappropriate content, or a homeowner asking to remove a house.",
  ],
  ["contact.issues.email", "Issues: email address", DEFAULT_CONTACT_EMAILS.issues],
  ["contact.business.label", "Business: label", "Business & Partnerships"],
  [
    "contact.business.description",
    "Business: description",
    "Press, sponsorships, local businesses and community organizations.",
  ],
  ["contact.business.email", "Business: email address", DEFAULT_CONTACT_EMAILS.business],
  [
    "contact.response.body",
    "Response time",
    "<p>We typically respond within 24-48 hours during the holiday season. Thank you for your patience while we're out enjoying the lights too!</p>",
  ],
  [
    "contact.links.body",
    "Policy links",
    `<p>Before you write, you may find your answer in our <a href="/privacy-policy">Privacy Policy</a> or <a href="/terms-of-service">Terms of Service</a>.</p>`,
  ],
]);
