/** One record, whatever format carried it, as an import entry with its problems named. */
import { expandState } from "@contract/address";
import { FEATURES } from "@contract/features";
import type { ImportEntry } from "@contract/house-import";
import { EMPTY_SCHEDULE, scheduleRequestSchema } from "@contract/house-schedule";
import { SUBMISSION_LIMITS } from "@contract/limits";
import { type TextLines, textProblem, visibleLength } from "@contract/visible-text";
import { htmlToText } from "../html-to-text";
import { looseName, type RawRecord } from "./raw-record";

const STATE_ZIP_RE = /^(?:(NY|N\.Y\.|New York)\.?)?\s*(\d{5})?(?:-\d{4})?$/i;
const COUNTRY_RE = /^(usa|us|united states( of america)?)$/i;

/** "12 Oak St, Massapequa, NY 11758, USA" -> street, town, state, ZIP (the parts it has). */
function splitFullAddress(full: string) {
  const parts = full
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !COUNTRY_RE.test(part));
  const street = parts.shift() ?? "";
  let city = "";
  let state: string | null = null;
  let zip: string | null = null;
  for (const part of parts) {
    const stateZip = STATE_ZIP_RE.exec(part);
    if (stateZip && (stateZip[1] || stateZip[2])) {
      state = stateZip[1] ? "New York" : state;
      zip = stateZip[2] ?? zip;
      continue;
    }
    // "Massapequa NY 11758" in one part.
    const townStateZip = /^(.*?)\s+(NY|N\.Y\.|New York)\.?(?:\s+(\d{5})(?:-\d{4})?)?$/i.exec(part);
    if (townStateZip && !city) {
      city = townStateZip[1] ?? "";
      state = "New York";
      zip = townStateZip[3] ?? zip;
      continue;
    }
    if (!city) city = part;
  }
  return { street, city, state, zip };
}

const LOOKS_LIKE_STREET = /^\d+[a-z]?\s+\S/i;

function number(text: string | undefined) {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Catalogue ids named in a list, matched loosely by id or label ("music synchronized"). */
function featureIds(text: string | undefined): string[] {
  const ids: string[] = [];
  for (const word of (text ?? "").split(/[;,|\n]/)) {
    const name = looseName(word);
    const feature = FEATURES.find((f) => looseName(f.id) === name || looseName(f.label) === name);
    if (feature && !ids.includes(feature.id)) ids.push(feature.id);
  }
  return ids;
}

export function toEntry(record: RawRecord): ImportEntry {
  const f = record.fields;
  const problems: string[] = [];
  let title = f.get("title") ?? "";
  const fullAddress = f.get("address") ?? (LOOKS_LIKE_STREET.test(title) ? title : "");
  const split = splitFullAddress(fullAddress);
  const address = split.street;
  const city = f.get("city") ?? split.city;
  const stateText = f.get("state");
  const state = stateText ? expandState(stateText) : split.state;
  const zip = f.get("zip")?.slice(0, 5) ?? split.zip;
  if (visibleLength(title) < SUBMISSION_LIMITS.titleMin) title = address;

  const rawDescription = f.get("description");
  const description = rawDescription
    ? (record.htmlDescription ? htmlToText(rawDescription) : rawDescription.trim()) || null
    : null;

  // Names outside the catalogue are left out: a "type" column may not be about displays at all.
  const features = featureIds(f.get("features"));

  let latitude = record.point?.latitude ?? number(f.get("latitude"));
  let longitude = record.point?.longitude ?? number(f.get("longitude"));
  if (latitude === null || longitude === null) {
    latitude = null;
    longitude = null;
  } else if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    problems.push("The coordinates are not a point on the earth.");
  }
  if (record.geometryProblem) problems.push(record.geometryProblem);

  const schedule = scheduleRequestSchema.safeParse({
    litFrom: f.get("litFrom") ?? null,
    litUntil: f.get("litUntil") ?? null,
    seasonStart: f.get("seasonStart") ?? null,
    seasonEnd: f.get("seasonEnd") ?? null,
    showTimes: (f.get("showTimes") ?? "")
      .split(/[;,]/)
      .map((t) => t.trim())
      .filter(Boolean),
    fmFrequency: number(f.get("fmFrequency")),
  });
  if (!schedule.success) {
    problems.push(`Schedule: ${schedule.error.issues[0]?.message ?? "not readable"}.`);
  }

  if (!address) problems.push("No street address.");
  else if (address.length > SUBMISSION_LIMITS.addressMax)
    problems.push(`The address is longer than ${SUBMISSION_LIMITS.addressMax} characters.`);
  if (title.length > SUBMISSION_LIMITS.titleMax)
    problems.push(`The title is longer than ${SUBMISSION_LIMITS.titleMax} characters.`);
  if (city.length > SUBMISSION_LIMITS.cityMax)
    problems.push(`The town is longer than ${SUBMISSION_LIMITS.cityMax} characters.`);
  if (description && description.length > SUBMISSION_LIMITS.descriptionMax)
    problems.push(`The description is longer than ${SUBMISSION_LIMITS.descriptionMax} characters.`);
  // The texts become a house's page: the rule of texts others read, as a submission's (decision 335).
  const texts: [string, string | null, TextLines][] = [
    ["Title", title, "one"],
    ["Address", address, "one"],
    ["Town", city, "one"],
    ["State", state, "one"],
    ["Description", description, "several"],
  ];
  for (const [field, text, lines] of texts) {
    const problem = text ? textProblem(text, { lines }) : null;
    if (problem) problems.push(`${field}: ${problem}.`);
  }

  return {
    title,
    address,
    city,
    state,
    zip,
    description,
    features,
    latitude,
    longitude,
    schedule: schedule.success ? schedule.data : EMPTY_SCHEDULE,
    problem: problems.length > 0 ? problems.join(" ") : null,
  };
}
