import { CONTACT_WORDING } from "@contract/legal-contact";
import { PAGE_TITLES } from "@contract/page-titles";
import { AlertCircle, Briefcase, Clock, Mail } from "lucide-react";
import { plainText } from "@/components/site-content/legal-blocks";
import { LegalPageLayout, PROSE } from "@/components/site-content/legal-page-layout";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { COARSE_TAP_ROOM } from "@/components/ui/tap-room";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/use-page-title";

const CHANNELS = [
  { id: "general", icon: Mail },
  { id: "issues", icon: AlertCircle },
  { id: "business", icon: Briefcase },
] as const;

/** The last blocks of the page, the contact links and any an admin adds after them. */
const END_BLOCK = `${PROSE} mt-6 text-muted-foreground`;

export default function ContactPage() {
  usePageTitle(PAGE_TITLES.contactUs);
  return (
    <LegalPageLayout wording={CONTACT_WORDING}>
      {(added, text) => (
        <article data-added-blocks="">
          <h1 className="font-bold text-4xl tracking-tight" data-text-key="contact.header.title">
            {plainText(text("contact.header.title"))}
          </h1>
          <SiteContentBlock
            html={text("contact.header.intro")}
            className={`${PROSE} text-muted-foreground`}
            data-key="contact.header.intro"
          />
          <div className="mt-8 grid gap-4 sm:grid-cols-3">
            {CHANNELS.map(({ id, icon: Icon }) => {
              const emailKey = `contact.${id}.email`;
              const email = plainText(text(emailKey));
              return (
                <Card key={id} data-testid={`contact-${id}`}>
                  <CardHeader>
                    <Icon className="size-6 text-primary" aria-hidden="true" />
                    <CardTitle level={2} data-text-key={`contact.${id}.label`}>
                      {plainText(text(`contact.${id}.label`))}
                    </CardTitle>
                    <CardDescription data-text-key={`contact.${id}.description`}>
                      {plainText(text(`contact.${id}.description`))}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <a
                      href={`mailto:${email}`}
                      data-mailto-key={emailKey}
                      className={cn(
                        COARSE_TAP_ROOM,
                        "font-medium text-primary text-sm underline underline-offset-2 [overflow-wrap:anywhere]",
                      )}
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
              data-key="contact.response.body"
            />
          </div>
          <SiteContentBlock
            html={text("contact.links.body")}
            className={END_BLOCK}
            data-key="contact.links.body"
          />
          {added.map((b) => (
            <SiteContentBlock key={b.key} html={b.content} className={END_BLOCK} data-key={b.key} />
          ))}
        </article>
      )}
    </LegalPageLayout>
  );
}
