/**
 * The admin's Edit House form as the API sees it (decision 369): which fields the admin changed,
 * what Save sends (those fields, each with the value it started from), which of them someone
 * else changed since, and the form once the current values are loaded. Zod-free, as the admin
 * screens are.
 */
import type { AdminHouse, AdminHouseStart, AdminHouseUpdate } from "@contract/admin";
import type { AdminHouseCheckedField } from "@contract/admin-house-texts";
import { type FeatureId, isFeatureId } from "@contract/features";

export function formFor(house: AdminHouse) {
  return {
    title: house.title,
    address: house.address,
    city: house.city,
    state: house.state ?? "",
    description: house.description ?? "",
    isTopHouse: house.isTopHouse,
    features: house.features.filter(isFeatureId) as FeatureId[],
    pin: { lat: house.latitude, lng: house.longitude },
  };
}

export type HouseForm = ReturnType<typeof formFor>;
export type HouseFormField = keyof HouseForm;

type ApiField = AdminHouseCheckedField | "features";

/** The API's fields each form field holds. */
const OWN_FIELDS: Record<HouseFormField, ApiField[]> = {
  title: ["title"],
  address: ["address"],
  city: ["city"],
  state: ["state"],
  description: ["description"],
  isTopHouse: ["isTopHouse"],
  features: ["features"],
  pin: ["latitude", "longitude"],
};

/**
 * The API's fields Save sends when a form field changed: the address and the town go together
 * (they make the house's link), as the pin's latitude and longitude do.
 */
const SENT_FIELDS: Record<HouseFormField, ApiField[]> = {
  ...OWN_FIELDS,
  address: ["address", "city"],
  city: ["address", "city"],
};

const FORM_FIELDS = Object.keys(OWN_FIELDS) as HouseFormField[];

/** The form's values as the API's fields (what Save sends for each). */
function apiValues(form: HouseForm): Required<AdminHouseStart> {
  return {
    title: form.title,
    address: form.address,
    city: form.city,
    state: form.state || null,
    description: form.description || null,
    isTopHouse: form.isTopHouse,
    features: [...form.features].sort(),
    latitude: form.pin.lat,
    longitude: form.pin.lng,
  };
}

/** The house's values as the API's fields (as it answered them). */
function houseValues(house: AdminHouse): Required<AdminHouseStart> {
  return {
    title: house.title,
    address: house.address,
    city: house.city,
    state: house.state,
    description: house.description,
    isTopHouse: house.isTopHouse,
    features: [...house.features].sort(),
    latitude: house.latitude,
    longitude: house.longitude,
  };
}

function same(a: unknown, b: unknown) {
  return Array.isArray(a) && Array.isArray(b) ? a.join("\n") === b.join("\n") : a === b;
}

/** The form fields the admin changed from the house the form started from. */
export function changedFields(start: AdminHouse, form: HouseForm): HouseFormField[] {
  const was = apiValues(formFor(start));
  const now = apiValues(form);
  return FORM_FIELDS.filter((field) => OWN_FIELDS[field].some((f) => !same(was[f], now[f])));
}

function sentFields(start: AdminHouse, form: HouseForm) {
  return new Set(changedFields(start, form).flatMap((field) => SENT_FIELDS[field]));
}

/** What Save sends: the changed fields, each with the value it started from. */
export function editBody(start: AdminHouse, form: HouseForm): AdminHouseUpdate {
  const now = apiValues(form);
  const was = houseValues(start);
  const body: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const field of sentFields(start, form)) {
    body[field] = now[field];
    expected[field] = was[field];
  }
  if (Object.keys(body).length > 0) body.expected = expected;
  return body as AdminHouseUpdate;
}

/**
 * The form fields someone else changed since the form started while Save would send them: the
 * ones a Save would be refused for (the API's check, decision 369). Features never are: the
 * admin's switches are switched on top of the current ones.
 */
export function conflictingFields(
  start: AdminHouse,
  current: AdminHouse,
  form: HouseForm,
): HouseFormField[] {
  const sent = sentFields(start, form);
  const was = houseValues(start);
  const now = houseValues(current);
  return FORM_FIELDS.filter((field) =>
    OWN_FIELDS[field].some((f) => f !== "features" && sent.has(f) && !same(was[f], now[f])),
  );
}

/**
 * The form on the current values: a field someone else changed that the admin changed too takes
 * the current value (`replaced`), a field only the admin changed keeps the admin's value, and
 * every other field takes the current value. The features the admin switched stay switched on
 * top of the current ones, as the API would switch them.
 */
export function withCurrentValues(
  start: AdminHouse,
  current: AdminHouse,
  form: HouseForm,
): { form: HouseForm; replaced: HouseFormField[] } {
  const replaced = conflictingFields(start, current, form);
  const changed = changedFields(start, form);
  const loaded = formFor(current);
  const kept = changed.filter((field) => !replaced.includes(field));
  const next: HouseForm = { ...loaded };
  for (const field of kept) {
    if (field === "features") {
      const was = formFor(start).features;
      const added = form.features.filter((f) => !was.includes(f));
      const removed = was.filter((f) => !form.features.includes(f));
      next.features = [...loaded.features.filter((f) => !removed.includes(f)), ...added].filter(
        (f, i, all) => all.indexOf(f) === i,
      );
    } else {
      Object.assign(next, { [field]: form[field] });
    }
  }
  return { form: next, replaced };
}
