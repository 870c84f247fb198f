import { MAX_SEARCH_QUERY_LENGTH } from "@contract/limits";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/**
 * An admin list's search box (Manage Houses, Manage Reviews): the list shows `search`, kept in
 * its address (decision 392); the box holds what the admin types until Enter or Search, which
 * starts the list at its first page. Cut to the 200 characters the API takes.
 */
export function AdminListSearch({
  label,
  placeholder,
  search,
  onSearch,
}: {
  label: string;
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
}) {
  const [draft, setDraft] = useState(search);
  // The address changed under the screen (the menu's link to the plain list): the box follows.
  useEffect(() => setDraft(search), [search]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault(); // Enter in the field and the button both land here.
        onSearch(draft.trim());
      }}
      className="mb-6 flex gap-2"
    >
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        onChange={(e) => setDraft(e.target.value)}
        className="max-w-md"
      />
      <Button type="submit">
        <Search /> Search
      </Button>
    </form>
  );
}
