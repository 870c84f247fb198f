/**
 * Built-in wording of /terms-of-service, block by block (what a page does with it: contract/
 * legal-defaults.ts). A file per page, so a page's chunk carries its own wording and no other's.
 */
import { LEGAL_LAST_UPDATED, legalWording } from "./legal-defaults.ts";

export const TERMS_WORDING = legalWording("terms", [
  ["terms.header.title", "Page title", "Terms of Service"],
  ["terms.header.lastUpdated", "Last updated line", LEGAL_LAST_UPDATED],
  [
    "terms.intro.body",
    "Introduction",
    `<p>Welcome to LI Lights, a free community directory of Christmas light displays on Long Island houses. These Terms of Service ("Terms") govern your use of the LI Lights website and services. By using LI Lights or creating an account, you agree to these Terms and to our <a href="/privacy-policy">Privacy Policy</a>. If you do not agree, please do not use the service.</p>`,
  ],
  [
    "terms.accounts.body",
    "Accounts",
    `<h2>1. Your Account</h2>
<p>You need an account, created through Firebase sign-in with email and password or Google, to submit houses, upload photos and videos, rate, review and save favorites. You must be at least 13 years old. Keep your sign-in details secure; you are responsible for what happens under your account. Tell us right away if you believe your account has been used without permission.</p>`,
  ],
  [
    "terms.content.body",
    "Your content",
    `<h2>2. Content You Submit</h2>
<p>You keep ownership of the houses, descriptions, photos, videos, ratings and reviews you submit ("your content"). By submitting it, you give LI Lights a worldwide, non-exclusive, royalty-free license to host, store, display, reproduce, resize and distribute it as part of the service, including to visitors who are not signed in. This license ends when your content is removed from the service, except for copies kept for a limited time in backups.</p>
<p>You promise that you have the right to share your content, that photos and videos were taken by you or with permission, and that your content is accurate to the best of your knowledge.</p>`,
  ],
  [
    "terms.conduct.body",
    "Community rules",
    `<h2>3. Community Rules</h2>
<p>LI Lights is for families. You agree not to:</p>
<ul>
<li>post anything offensive, hateful, sexual, violent or otherwise not family-friendly;</li>
<li>submit houses that are not holiday light displays, or addresses you made up;</li>
<li>post private information about anyone, or photos of people's faces, license plates or the inside of homes;</li>
<li>harass homeowners or encourage anyone to trespass, block driveways or disturb a neighborhood;</li>
<li>post spam, advertising or links to harmful sites, or impersonate someone else;</li>
<li>upload content you do not have the right to share;</li>
<li>interfere with the service, scrape it, probe its security or use it to break the law.</li>
</ul>
<p>Text and images are checked automatically before they are published, and may be rejected. Admins may edit or remove any content and suspend accounts that break these rules, with or without notice.</p>`,
  ],
  [
    "terms.visiting.body",
    "Visiting displays",
    `<h2>4. Visiting Displays</h2>
<p>The displays listed on LI Lights are on private property. View them only from public streets and sidewalks, respect posted hours and the wishes of homeowners, obey traffic and parking laws, and keep noise down in the evening. Listings, schedules and directions come from the community and may be out of date; a display may be off, changed or gone. You visit at your own risk.</p>`,
  ],
  [
    "terms.homeowners.body",
    "Homeowners",
    `<h2>5. Homeowners</h2>
<p>If your house is listed and you would like the listing corrected or removed, contact us from the <a href="/contact-us">Contact Us</a> page with the address. We will respond promptly, and remove the listing on request.</p>`,
  ],
  [
    "terms.location.body",
    "Location features",
    `<h2>6. Location Features</h2>
<p>Distance search and automatic visit recording use your device's location only when you allow it. Visit counts are statistics for the community and may not be exact. Do not use the site while driving.</p>`,
  ],
  [
    "terms.ip.body",
    "Our service",
    `<h2>7. Our Service and Third-Party Services</h2>
<p>The LI Lights name, logo, design and software belong to us. You may not copy or reuse them without permission. The service relies on third parties, including Google Firebase for sign-in, Cloudflare for hosting, storage and video, map and address providers, and YouTube and Vimeo for linked videos. Their terms apply to your use of their services.</p>`,
  ],
  [
    "terms.disclaimer.body",
    "Disclaimers",
    `<h2>8. Disclaimers</h2>
<p>LI Lights is provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of accuracy, availability, merchantability and fitness for a particular purpose. We do not verify listings, ratings or reviews, and they do not represent our views.</p>`,
  ],
  [
    "terms.liability.body",
    "Limitation of liability",
    `<h2>9. Limitation of Liability</h2>
<p>To the fullest extent the law allows, LI Lights and the people who run it are not liable for any indirect, incidental, special or consequential damages, or for any loss arising from your visits to displays, your dealings with other users or homeowners, or your use of the service. Our total liability for any claim is limited to one hundred US dollars (US$100). Some jurisdictions do not allow these limits, so they may not apply to you.</p>`,
  ],
  [
    "terms.termination.body",
    "Ending your use",
    `<h2>10. Ending Your Use</h2>
<p>You may stop using LI Lights at any time and ask us to delete your account. We may suspend or end your access if you break these Terms or to protect the service or other users. Sections 2, 8, 9 and 11 continue to apply after your use ends.</p>`,
  ],
  [
    "terms.law.body",
    "Governing law",
    `<h2>11. Governing Law</h2>
<p>These Terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Any dispute will be brought in the state or federal courts located in Nassau or Suffolk County, New York, and you and we consent to their jurisdiction.</p>`,
  ],
  [
    "terms.changes.body",
    "Changes to these terms",
    `<h2>12. Changes to These Terms</h2>
<p>We may update these Terms from time to time. We will change the "Last Updated" date above and give notice on the site for significant changes. Continuing to use LI Lights after a change means you accept the updated Terms.</p>`,
  ],
  [
    "terms.contact.body",
    "Contact",
    `<h2>13. Contact Us</h2>
<p>Questions about these Terms? Write to us through our <a href="/contact-us">Contact Us</a> page.</p>`,
  ],
]);
