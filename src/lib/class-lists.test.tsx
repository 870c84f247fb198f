/**
 * `cn` merges nothing (src/lib/cn.ts), so a primitive's own classes and the className a screen
 * gives it must never set the same property. The browser tests check every class list they
 * render; this test also covers the call sites they do not reach: it finds every use of the leaf
 * primitives in src/ with a literal className (and literal variant / size), renders it, and checks
 * the classes it ends up with, and it renders every variant x size of the Button and Badge.
 */
import type { ComponentType, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { assertNoClassConflicts } from "./class-conflicts";

// biome-ignore lint/suspicious/noExplicitAny: any primitive, rendered with the props found in src.
const PRIMITIVES: Record<string, ComponentType<any>> = {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Skeleton,
  Textarea,
};

/** The app's components and screens, as text (Vite reads them; no Node APIs in the client tests). */
const SOURCES = import.meta.glob<string>(["/src/**/*.tsx", "!/src/**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

interface Use {
  where: string;
  tag: string;
  props: Record<string, string>;
}

/** A `cn`/`clsx` call at any depth, e.g. inside a render-prop: its first identifier. */
const JOINERS = new Set(["cn", "clsx"]);

/**
 * The class strings an expression can produce, each possibility one string; null when it is not
 * made of literals (a variable, a call of something else): such uses are left to the browser
 * tests' check. `a && "x"` may add "x" or not; `c ? "x" : "y"` is one or the other.
 */
function possibleClasses(node: ts.Expression): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return possibleClasses(node.expression);
  // A prop passed on (`className`, or a `size` / `variant` the caller chose): what callers give
  // is checked at the caller; here the primitive's default stands in for it.
  if (ts.isIdentifier(node) && ["className", "size", "variant"].includes(node.text)) return [""];
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
  ) {
    const right = possibleClasses(node.right);
    return right && ["", ...right];
  }
  if (ts.isConditionalExpression(node)) {
    const whenTrue = possibleClasses(node.whenTrue);
    const whenFalse = possibleClasses(node.whenFalse);
    return whenTrue && whenFalse && [...whenTrue, ...whenFalse];
  }
  if (ts.isCallExpression(node) && JOINERS.has(node.expression.getText())) {
    let lists: string[] = [""];
    for (const argument of node.arguments) {
      const options = possibleClasses(argument);
      if (!options) return null;
      lists = lists.flatMap((list) => options.map((option) => `${list} ${option}`.trim()));
    }
    return lists;
  }
  return null;
}

/**
 * Every JSX use of a primitive whose variant and size are literals and whose className is made
 * of literals (one use per possible class string), and every other `cn` call made of literals.
 */
function literalUses(): { primitives: Use[]; joined: { where: string; classes: string }[] } {
  const primitives: Use[] = [];
  const joined: { where: string; classes: string }[] = [];
  for (const [file, text] of Object.entries(SOURCES)) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(source);
        if (tag in PRIMITIVES) {
          // Each attribute's possible values; a use is checked once per combination.
          let combinations: Record<string, string>[] | null = [{}];
          for (const attribute of node.attributes.properties) {
            if (!ts.isJsxAttribute(attribute) || !combinations) continue;
            const name = attribute.name.getText(source);
            if (!["className", "variant", "size"].includes(name)) continue;
            const value = attribute.initializer;
            const expression =
              value && ts.isJsxExpression(value) ? value.expression : (value as ts.Expression);
            const options = expression ? possibleClasses(expression) : null;
            combinations =
              options &&
              combinations.flatMap((props) =>
                options.map((option) => (option ? { ...props, [name]: option } : props)),
              );
          }
          for (const props of combinations ?? []) {
            if (props.className) primitives.push({ where: where(node), tag, props });
          }
        }
      }
      if (ts.isCallExpression(node) && JOINERS.has(node.expression.getText(source))) {
        for (const classes of possibleClasses(node) ?? [])
          joined.push({ where: where(node), classes });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { primitives, joined };
}

function classListsOf(element: ReactNode): string[] {
  const html = renderToStaticMarkup(element);
  return [...html.matchAll(/class="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"'),
  );
}

describe("class lists", () => {
  it("the checker refuses two utilities for one property and accepts a marked override", () => {
    expect(() => assertNoClassConflicts("rounded-lg p-4 rounded-none")).toThrow(
      /rounded-lg lose to later classes/,
    );
    expect(() => assertNoClassConflicts("text-sm text-sm")).toThrow(/text-sm/);
    expect(() => assertNoClassConflicts("rounded-lg p-4 rounded-none! md:p-6")).not.toThrow();
  });

  it("every Button and Badge variant and size keeps clear of the base classes", () => {
    for (const variant of [
      "default",
      "primary",
      "accent",
      "secondary",
      "outline",
      "ghost",
      "onDark",
      "destructive",
      "link",
    ] as const) {
      for (const size of ["sm", "default", "lg", "icon", "inline"] as const) {
        for (const list of classListsOf(<Button variant={variant} size={size} />))
          assertNoClassConflicts(list);
      }
    }
    for (const variant of ["default", "secondary", "outline", "gold", "success"] as const) {
      for (const list of classListsOf(<Badge variant={variant} />)) assertNoClassConflicts(list);
    }
  });

  it("every className a screen gives a primitive keeps clear of the primitive's own classes", () => {
    const { primitives, joined } = literalUses();
    // The scan finds the app's primitives and class lists (a broken scan would pass vacuously).
    expect(primitives.length).toBeGreaterThan(80);
    expect(joined.length).toBeGreaterThan(30);
    const conflicts: string[] = [];
    for (const use of primitives) {
      const Primitive = PRIMITIVES[use.tag];
      if (!Primitive) continue;
      try {
        for (const list of classListsOf(<Primitive {...use.props} />)) assertNoClassConflicts(list);
      } catch (error) {
        conflicts.push(`${use.where} <${use.tag}>: ${(error as Error).message}`);
      }
    }
    for (const use of joined) {
      try {
        assertNoClassConflicts(use.classes);
      } catch (error) {
        conflicts.push(`${use.where}: ${(error as Error).message}`);
      }
    }
    expect(conflicts).toEqual([]);
  });
});
