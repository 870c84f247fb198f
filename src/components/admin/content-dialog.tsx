import type { AdminContentBlock } from "@contract/admin";
import { CONTENT_REQUIRED_MESSAGE } from "@contract/admin-content-rules";
import { SITE_CONTENT_PAGES, type SiteContentPage } from "@contract/content-order";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { useCreateContent, useUpdateContent } from "@/lib/queries/admin";
import { toast } from "@/lib/use-toast";
import { toastFailure, toastSuccess } from "./admin-toasts";
import { useContentHints } from "./content-hints";

export type ContentDraft = {
  key: string;
  title: string;
  content: string;
  page: string;
  section: string;
};

/**
 * Add Content Block (mode "create": every field editable, or key/page/section fixed when an
 * admin customizes a built-in default) and Edit Content Block (mode "edit": title, section and
 * content, as PUT takes them).
 */
export function ContentDialog({
  mode,
  block,
  initial,
  lockKey = false,
  onClose,
}: {
  mode: "create" | "edit";
  block?: AdminContentBlock;
  initial?: Partial<ContentDraft>;
  lockKey?: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState<ContentDraft>({
    key: block?.key ?? initial?.key ?? "",
    title: block?.title ?? initial?.title ?? "",
    content: block?.content ?? initial?.content ?? "",
    page: block?.page ?? initial?.page ?? "",
    section: block?.section ?? initial?.section ?? "",
  });
  const create = useCreateContent();
  const update = useUpdateContent();
  const busy = create.isPending || update.isPending;
  const set = (key: keyof ContentDraft, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const formRef = useRef<HTMLFormElement>(null);
  /** How the site will show this text, said under it; saving goes ahead (decision 417). */
  const hints = useContentHints(form.key, form.content);
  /** The Save button is disabled while saving, which drops the focus: a refusal puts it back. */
  const focusField = (id: string) => formRef.current?.querySelector<HTMLElement>(`#${id}`)?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "edit" && block) {
      update.mutate(
        { id: block.id, title: form.title, content: form.content, section: form.section },
        {
          onSuccess: () => {
            toastSuccess("Content updated successfully");
            onClose();
          },
          onError: (error) => {
            toastFailure("Failed to update content", error);
            focusField("content-body");
          },
        },
      );
      return;
    }
    if (![form.key, form.title, form.content, form.page].every((v) => v.trim())) {
      toast({ title: "Error", description: CONTENT_REQUIRED_MESSAGE, variant: "destructive" });
      return;
    }
    create.mutate(
      { ...form, page: form.page as SiteContentPage, section: form.section || undefined },
      {
        onSuccess: () => {
          toastSuccess("Content created successfully");
          onClose();
        },
        onError: (error) => {
          toastFailure("Failed to create content", error);
          // Most often the key is taken: the keyboard stays in the dialog, on it.
          focusField("content-key");
        },
      },
    );
  };

  const fixed = mode === "edit" || lockKey;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl!">
        <DialogHeader>
          <DialogTitle>{mode === "edit" ? "Edit Content Block" : "Add Content Block"}</DialogTitle>
          <DialogDescription>
            Content may use simple HTML (paragraphs, headings, lists, bold, links). Scripts and
            other unsafe markup are removed when you save.
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="content-key"
              label="Key"
              placeholder="privacy.intro.body"
              value={form.key}
              onChange={(e) => set("key", e.target.value)}
              disabled={fixed}
              className="font-mono"
            />
            <div className="grid gap-2">
              <Label htmlFor="content-page">Page</Label>
              <Select value={form.page} onValueChange={(v) => set("page", v)} disabled={fixed}>
                <SelectTrigger id="content-page" aria-label="Page">
                  <SelectValue placeholder="Choose a page">{form.page}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {SITE_CONTENT_PAGES.map((page) => (
                    <SelectItem key={page} value={page}>
                      {page}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="content-title"
              label="Title"
              value={form.title}
              onChange={(e) => set("title", e.target.value)}
            />
            <TextField
              id="content-section"
              label="Section (optional)"
              placeholder="default"
              value={form.section}
              onChange={(e) => set("section", e.target.value)}
              disabled={lockKey}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="content-body">Content</Label>
            <Textarea
              id="content-body"
              rows={10}
              className="font-mono text-sm!"
              value={form.content}
              onChange={(e) => set("content", e.target.value)}
              aria-describedby={hints.length > 0 ? "content-body-hints" : undefined}
            />
            {/* Read out as it appears while the admin types. */}
            <div id="content-body-hints" aria-live="polite" className="grid gap-1">
              {hints.map((hint) => (
                <p key={hint} className="text-muted-foreground text-sm">
                  {hint}
                </p>
              ))}
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              {busy ? "Saving..." : mode === "edit" ? "Save Changes" : "Add Content"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
