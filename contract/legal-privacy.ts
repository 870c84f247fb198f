/**
 * Built-in wording of /privacy-policy, block by block (what a page does with it: contract/
 * legal-defaults.ts). A file per page, so a page's chunk carries its own wording and no other's.
 */
import { LEGAL_LAST_UPDATED, legalWording } from "./legal-defaults.ts";

export const PRIVACY_WORDING = legalWording("privacy", [
  ["privacy.header.title", "Page title", "Privacy Policy"],
  ["privacy.header.lastUpdated", "Last updated line", LEGAL_LAST_UPDATED],
  [
    "privacy.intro.body",
    "Introduction",
    `<p>LI Lights ("LI Lights", "we", "us") is a free community directory of Christmas light displays on houses across Long Island, New York (Nassau and Suffolk counties). This Privacy Policy explains what information we collect when you visit the site or use your account, how we use it, who we share it with, and the choices you have.</p>
<p>By using LI Lights you agree to the practices described here. If you do not agree, please do not use the service.</p>`,
  ],
  [
    "privacy.collect.body",
    "Information we collect",
    `<h2>1. Information We Collect</h2>
<p><strong>Account information.</strong> When you create an account or sign in, we use Google Firebase Authentication. We receive your email address, the display name you enter (or the name on your Google account), your profile picture if your Google account has one, and a unique account identifier. We never see or store your password: Firebase handles it.</p>
<p><strong>Content you add.</strong> Houses you submit (title, street address, town, description, display features), photos and videos you upload, video links you share, star ratings, written reviews and the houses you save as favorites. Submissions are linked to your account.</p>
<p><strong>Location.</strong> If you allow it in your browser, we use your device's location to find displays near you and to sort them by distance. While you are signed in and the site is open, we may also compare your position with nearby houses to record a visit when you are within about 30 meters of a display (see section 3).</p>
<p><strong>Usage information.</strong> We count page views of house pages, clicks on the directions buttons and recorded visits to show popularity statistics. Our hosting provider also processes technical data such as your IP address, browser type and request times in order to deliver and protect the site.</p>`,
  ],
  [
    "privacy.use.body",
    "How we use information",
    `<h2>2. How We Use Your Information</h2>
<ul>
<li>To run the directory: show houses, photos, videos, ratings and reviews, and let you save favorites.</li>
<li>To find displays near you and calculate distances.</li>
<li>To show popularity figures such as page views, directions requests and visits.</li>
<li>To keep the community family-friendly: text and images are checked automatically before they are published, and admins may edit or remove content that breaks our Terms of Service.</li>
<li>To secure the service, prevent abuse and fix problems.</li>
<li>To answer you when you contact us.</li>
</ul>
<p>We do not sell your personal information, and we do not use it for targeted advertising.</p>`,
  ],
  [
    "privacy.location.body",
    "Location and visits",
    `<h2>3. Location Data and Proximity Visits</h2>
<p>Location is optional. Your browser asks for permission before sharing it, and you can withdraw permission at any time in your browser or device settings. Without it, you can still search by town, ZIP code or address.</p>
<p>When you search near you, your coordinates are sent with the search request so we can return nearby houses; we do not keep a history of your searches. When a proximity visit is recorded, we store the house, your account, the date and the position and accuracy reported by your device at that moment. Each house counts at most one visit per person per day. Other users only ever see the total number of visits to a house, never who visited or when.</p>`,
  ],
  [
    "privacy.sharing.body",
    "What other people see",
    `<h2>4. What Other Users Can See</h2>
<p>Houses, photos, videos, ratings and reviews you add are public, including to visitors who are not signed in. Your reviews show your first name and last initial (for example, “Dana L.”). Your email address is never shown to other users. Your list of favorites is private to you.</p>
<p>Please only submit displays that can be enjoyed from a public street or sidewalk, and do not include people's faces, license plates or other personal details in photos and videos.</p>`,
  ],
  [
    "privacy.homeowners.body",
    "Homeowners: managing or removing a house",
    `<h3>If It Is Your House</h3>
<p>Homeowners are in control of their own listing. Signed in, open your house's page and choose <strong>This is my house</strong> while you are standing at the house, with a short note for our admins. We compare your device's location with the house once, as for visits, and keep your note but not your position. Once an admin approves, only you (and our admins) can change its description, light schedule, show times and radio frequency; you can tell visitors whether you are decorating this year, and answer each review once, under the review.</p>
<p>If you would rather your house were not listed, choose <strong>Remove my house</strong> on its page and tell us why. From that moment its street address and exact position are hidden from the public: only its town and general area show. When an admin approves the request, the house is deleted with its photos, videos, reviews and visit records, and its address goes on a do-not-list so it cannot be submitted or imported again. The list keeps only the address, nothing about you.</p>`,
  ],
  [
    "privacy.providers.body",
    "Service providers",
    `<h2>5. Service Providers</h2>
<p>We rely on a small number of providers who process data on our behalf and only as needed to run the service:</p>
<ul>
<li><strong>Google Firebase Authentication</strong> for sign-in and account security.</li>
<li><strong>Cloudflare</strong> for hosting the website and its database, storing photos, streaming uploaded videos and protecting the site from attacks.</li>
<li><strong>Map and address services</strong> used to suggest addresses and place houses on the map; the address text you type is sent to them to get suggestions.</li>
<li><strong>YouTube and Vimeo</strong>, when a house page embeds a video link from those services; their own privacy policies apply to the embedded player.</li>
</ul>
<p>We may also disclose information when the law requires it, to protect the safety of our users or the public, or as part of a transfer of the service to a new operator, who would remain bound by this policy.</p>`,
  ],
  [
    "privacy.retention.body",
    "Retention and deletion",
    `<h2>6. How Long We Keep Information</h2>
<p>We keep your account and your contributions for as long as your account exists. When a house is removed, its photos, videos, reviews, favorites and visit records are deleted with it. You can edit or delete your own reviews and remove photos and videos you uploaded at any time. What is removed leaves the site at once; so that we can undo mistakes, the removed files and our nightly copies of the database are kept out of public view for up to 31 days, then erased. To delete your account and the personal information linked to it, write to us through our <a href="/contact-us">Contact Us</a> page; we will do so within 30 days, except where we must keep something to comply with the law or resolve a dispute. Houses you submitted may stay in the directory without your name.</p>`,
  ],
  [
    "privacy.rights.body",
    "Your choices and rights",
    `<h2>7. Your Choices and Rights</h2>
<p>You can ask us for a copy of the personal information we hold about you, ask us to correct or delete it, or object to how we use it. Residents of some states (such as California) and countries have additional rights under local law; we honor those requests wherever you live. We will not treat you differently for making a request.</p>`,
  ],
  [
    "privacy.cookies.body",
    "Cookies and local storage",
    `<h2>8. Cookies and Local Storage</h2>
<p>We use your browser's local storage to keep you signed in (Firebase) and to remember small preferences. We do not use advertising or cross-site tracking cookies. Cloudflare may set strictly necessary cookies to protect the site against bots and abuse.</p>`,
  ],
  [
    "privacy.children.body",
    "Children",
    `<h2>9. Children's Privacy</h2>
<p>LI Lights is a family-friendly site, but accounts are meant for people aged 13 and over. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, please contact us and we will delete it.</p>`,
  ],
  [
    "privacy.security.body",
    "Security",
    `<h2>10. Security</h2>
<p>All traffic to LI Lights is encrypted with HTTPS. Sign-in is handled by Firebase, and our servers check every request's sign-in token before changing anything. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we work to protect your information and will notify you if the law requires it.</p>`,
  ],
  [
    "privacy.changes.body",
    "Changes to this policy",
    `<h2>11. Changes to This Policy</h2>
<p>We may update this policy from time to time. When we do, we will change the "Last Updated" date at the top of this page, and for significant changes we will give notice on the site. Continuing to use LI Lights after a change means you accept the updated policy.</p>`,
  ],
  [
    "privacy.contact.body",
    "Contact",
    `<h2>12. Contact Us</h2>
<p>Questions about this policy or your information? Write to us through our <a href="/contact-us">Contact Us</a> page.</p>`,
  ],
]);
