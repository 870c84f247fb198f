import { CONTACT_WORDING } from "@contract/legal-contact";
import { PAGE_TITLES } from "@contract/page-titles";
import { AlertCircle, Briefcase, Clock, Mail } from "lucide-react";
import { plainText } from "@/components/site-content/legal-blocks";
import { LegalPageLayout, PROSE } from "@/components/site-content/legal-page-layout";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usePageTitle } from "@/lib/use-page-title";

const CHANNELS = [
  { id: "general", icon: Mail },
  { id: "issues", icon: AlertCircle },
  { id: "business", icon: Briefcase },
] as const;

/** Keys laid out by hand below; any other contact block an admin adds follows at the end. */
const PLACED = new Set([
  "contact.header.title",
  "contact.header.intro",
  "contact.response.body",
  "contact.links.body",
  ...CHANNELS.flatMap(({ id }) => [
    `contact.${id}.label`,
    `contact.${id}.description`,
    `contact.${id}.email`,
  ]),
]);

export default function ContactPage() {
  usePageTitle(PAGE_TITLES.contactUs);
  return (
    <LegalPageLayout wording={CONTACT_WORDING}>
      {(blocks, text) => (
        <article>
          <h1 className="font-bold text-4xl tracking-tight">
            {plainText(text("contact.header.title"))}
          </h1>
          <SiteContentBlock
            html={text("contact.header.intro")}
            className={`${PROSE} text-muted-foreground`}
          />
          <div className="mt-8 grid gap-4 sm:grid-cols-3">
            {CHANNELS.map(({ id, icon: Icon }) => {
              const email = plainText(text(`contact.${id}.email`));
              return (
                <Card key={id} data-testid={`contact-${id}`}>
                  <CardHeader>
                    <Icon className="size-6 text-primary" aria-hidden="true" />
                    <CardTitle>{plainText(text(`contact.${id}.label`))}</CardTitle>
                    <CardDescription>
                      {plainText(text(`contact.${id}.description`))}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <a
                      href={`mailto:${email}`}
                      className="font-medium text-primary text-sm underline underline-offset-2 [overflow-wrap:anywhere]"
                    >
                      {email}
                    </a>
                  </CardContent>
                </Card>
              );
            })}
          </div>
          <div className="mt-8 flex gap-3 rounded-xl border border-accent/60 bg-accent/10 p-4">
            <Clock className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            <SiteContentBlock
              html={text("contact.response.body")}
              className={`${PROSE} [&>:first-child]:mt-0`}
            />
          </div>
          <SiteContentBlock
            html={text("contact.links.body")}
            className={`${PROSE} mt-6 text-muted-foreground`}
          />
          {blocks
            .filter((b) => !PLACED.has(b.key))
            .map((b) => (
              <SiteContentBlock
                key={b.key}
                html={b.content}
                className={`${PROSE} mt-6`}
                data-key={b.key}
              />
            ))}
        </article>
      )}
    </LegalPageLayout>
  );
}
