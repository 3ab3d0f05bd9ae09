import { Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FieldLabel, inputClass } from "#app/components/ui/field.tsx";
import { SEARCH_PAGE_PATH, SEARCH_QUERY_MAX_LENGTH } from "#app/domain/catalogue/search-page.ts";

/**
 * A plain GET form to /cerca: the search without JavaScript (the results page,
 * the mobile menu before its script runs). With JavaScript React Router sends
 * it as a client-side navigation.
 */
export function SearchForm({
  defaultQuery = "",
  className = "",
}: {
  defaultQuery?: string;
  className?: string;
}) {
  const inputId = useId();
  return (
    <Form
      method="get"
      action={SEARCH_PAGE_PATH}
      role="search"
      className={`flex items-end gap-2 ${className}`}
    >
      <div className="min-w-0 flex-1">
        <FieldLabel htmlFor={inputId}>Cerca prodotti</FieldLabel>
        <input
          id={inputId}
          type="search"
          name="q"
          defaultValue={defaultQuery}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Cerca prodotti..."
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputClass} min-h-11`}
        />
      </div>
      <Button type="submit" className="min-h-11">
        <Search aria-hidden="true" className="size-5" />
        Cerca
      </Button>
    </Form>
  );
}
