/**
 * Where the house is: the address with suggestions (a pick fills town, state and coordinates),
 * the duplicate warning, and the drop-a-pin alternative with a typed town.
 */

import { housePath } from "@contract/house-path";
import type { DuplicateCheckResponse, HouseSubmissionForm } from "@contract/house-submission";
import { isPreciseEnough, type PlacePrecision } from "@contract/place-precision";
import type { Suggestion } from "@contract/places";
import { SUBMISSION_MESSAGES } from "@contract/submission-messages";
import { MapPinnedIcon, TriangleAlertIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Link } from "react-router";
import { PartErrorBoundary } from "@/components/layout/part-error-boundary";
import { PartLoadError } from "@/components/layout/part-load-error";
import { LocationInput } from "@/components/search/location-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { placeDetails } from "@/lib/queries/places";
import { toast } from "@/lib/use-toast";
import { describedByError, FieldError } from "./form-sections";
import { parseSuggestion, suggestionStreetLine } from "./parse-suggestion";
import type { GeocodedPoint } from "./pin-distance";

/** The drop-a-pin map's frame (its map loads after it), when someone asks for it. */
const LazyPinPicker = lazy(() =>
  import("@/components/map/lazy-pin-picker").then((module) => ({
    default: module.LazyPinPicker,
  })),
);

/** Asked only after an address search found a place coarser than a street: loads then. */
const ConfirmPinStep = lazy(() =>
  import("@/components/map/confirm-pin-step").then((module) => ({
    default: module.ConfirmPinStep,
  })),
);

/**
 * In the place of a map whose code could not be had: the rest of the form stays, with what was
 * typed. No Reload Page button: a reload is the only retry (src/lib/failed-download.ts), and it
 * would clear the form.
 */
function MapPartFailed() {
  return (
    <PartLoadError
      title="The map could not load."
      advice="Check your connection. Reloading the page tries again, but clears this form."
    />
  );
}

/** The address's message, which also tells "Please put the pin on the house" (decision 341). */
const ADDRESS_ERROR_ID = "submit-address-error";

export type ExistingHouse = NonNullable<DuplicateCheckResponse["house"]>;
/** A picked place coarser than a street: the user must put the pin on the house. */
export type PinCheck = { precision: PlacePrecision; confirmed: boolean } | null;

function DuplicateNotice({ house }: { house: ExistingHouse }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
    >
      <TriangleAlertIcon className="mt-0.5 size-5 text-destructive" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <p>{SUBMISSION_MESSAGES.duplicate}</p>
        <Link
          to={housePath(house)}
          className="font-medium text-primary underline underline-offset-4"
        >
          View existing house
        </Link>
      </div>
    </div>
  );
}

export function LocationSection({
  duplicate,
  pinMode,
  onPinModeChange: setPinMode,
  pinCheck,
  onPinCheckChange: setPinCheck,
  onGeocodedChange: setGeocoded,
  locked,
}: {
  duplicate: ExistingHouse | null;
  /** The drop-a-pin alternative is open. */
  pinMode: boolean;
  onPinModeChange: (pinMode: boolean) => void;
  pinCheck: PinCheck;
  onPinCheckChange: (pinCheck: PinCheck) => void;
  /** Where the address search placed the picked address (null once the address is typed over). */
  onGeocodedChange: (found: GeocodedPoint | null) => void;
  /**
   * The house is already saved with this location (decision 028): the fields are disabled by the
   * form's fieldset, and the maps, which a fieldset cannot disable, are not shown.
   */
  locked: boolean;
}) {
  const { register, setValue, watch, getValues, formState, clearErrors, control } =
    useFormContext<HouseSubmissionForm>();
  const errors = formState.errors;
  // A send puts the focus on the address box when the address, or the place a pick gives it, is
  // missing: react-hook-form focuses the first wrong field it has a ref for, and these three are
  // set by script, not typed into a box of their own.
  const { field: addressField } = useController({ control, name: "address" });
  const { field: latitudeField } = useController({ control, name: "latitude" });
  const { field: longitudeField } = useController({ control, name: "longitude" });
  const addressRef = (input: HTMLInputElement | null) => {
    addressField.ref(input);
    latitudeField.ref(input);
    longitudeField.ref(input);
  };
  const validate = { shouldValidate: formState.isSubmitted };

  const address = watch("address");
  const city = watch("city");
  const latitude = watch("latitude");
  const longitude = watch("longitude");

  const pickSuggestion = async (suggestion: Suggestion) => {
    setValue("address", suggestionStreetLine(suggestion.description), validate);
    let details: Awaited<ReturnType<typeof placeDetails>>;
    let expandState: (state: string) => string;
    try {
      // The state names load with the pick, not with the page (the page's first download).
      [details, { expandState }] = await Promise.all([
        placeDetails(suggestion.placeId),
        import("@contract/us-states"),
      ]);
    } catch (error) {
      console.error("Place details failed", error);
      toast({
        title: "Error",
        description: "Failed to get address details",
        variant: "destructive",
      });
      return;
    }
    const parsed = parseSuggestion(suggestion.description, expandState);
    setValue("city", parsed.city || details.city || "", validate);
    setValue("state", parsed.state || (details.state ? expandState(details.state) : ""));
    setValue("latitude", details.latitude, validate);
    setValue("longitude", details.longitude, validate);
    setGeocoded({
      lat: details.latitude,
      lng: details.longitude,
      precision: details.precision,
      label: [parsed.address, parsed.city || details.city].filter(Boolean).join(", "),
    });
    setPinCheck(
      isPreciseEnough(details.precision)
        ? null
        : { precision: details.precision, confirmed: false },
    );
  };

  const locationError =
    errors.latitude?.message ??
    errors.longitude?.message ??
    (pinMode ? undefined : errors.city?.message);
  // One message: an empty or short address says so, not also that no place was picked.
  const addressError = errors.address?.message ?? locationError;

  return (
    <div className="space-y-2">
      <Label htmlFor="submit-address">Address</Label>
      <LocationInput
        id="submit-address"
        placeholder="Start typing the street address"
        ref={addressRef}
        value={address}
        {...describedByError(ADDRESS_ERROR_ID, addressError)}
        onChange={(next) => {
          setValue("address", next, validate);
          setGeocoded(null);
        }}
        onSelect={(suggestion) => void pickSuggestion(suggestion)}
      />
      <FieldError id={ADDRESS_ERROR_ID} message={addressError} />
      {pinCheck && !pinMode && !locked && latitude !== undefined && longitude !== undefined && (
        <PartErrorBoundary reason="in-place" fallback={<MapPartFailed />}>
          <Suspense fallback={null}>
            <ConfirmPinStep
              precision={pinCheck.precision}
              point={{ lat: latitude, lng: longitude }}
              confirmed={pinCheck.confirmed}
              // While the message under the address is the pin's.
              errorId={errors.latitude && !errors.address ? ADDRESS_ERROR_ID : undefined}
              onMove={({ lat, lng }) => {
                setValue("latitude", lat, validate);
                setValue("longitude", lng, validate);
                setPinCheck({ ...pinCheck, confirmed: true });
                clearErrors("latitude");
              }}
              onConfirm={() => {
                setPinCheck({ ...pinCheck, confirmed: true });
                clearErrors("latitude");
              }}
            />
          </Suspense>
        </PartErrorBoundary>
      )}
      {latitude !== undefined && longitude !== undefined && (!pinMode || locked) && (
        <p className="text-muted-foreground text-sm" data-testid="picked-location">
          {[city, watch("state")].filter(Boolean).join(", ")} ({latitude.toFixed(4)},{" "}
          {longitude.toFixed(4)})
        </p>
      )}
      {duplicate && <DuplicateNotice house={duplicate} />}
      <Button
        type="button"
        variant="link"
        size="inline"
        className="whitespace-normal! py-2 text-left text-sm"
        onClick={() => {
          // Long Island is in New York; a pinned house gets that unless the user says otherwise.
          if (!pinMode && !getValues("state")) setValue("state", "New York");
          setPinMode(!pinMode);
        }}
      >
        <MapPinnedIcon aria-hidden="true" />
        {pinMode ? "Hide the map" : "Can't find the address? Drop a pin on the map"}
      </Button>
      {pinMode && (
        <div className="space-y-3 rounded-lg border p-3">
          {!locked && (
            <>
              <p className="text-muted-foreground text-sm">
                {/* A phone's map is tapped, a computer's clicked. */}
                <span className="pointer-coarse:hidden">Click</span>
                <span className="hidden pointer-coarse:inline">Tap</span> the map where the house is
                (drag the pin to adjust), then enter its town.
              </p>
              {/* The same box as the picker's, so nothing moves when it arrives. */}
              <PartErrorBoundary reason="in-place" fallback={<MapPartFailed />}>
                <Suspense fallback={<div className="h-72 w-full rounded-lg border" />}>
                  <LazyPinPicker
                    value={
                      latitude !== undefined && longitude !== undefined
                        ? { lat: latitude, lng: longitude }
                        : null
                    }
                    onChange={({ lat, lng }) => {
                      setValue("latitude", lat, validate);
                      setValue("longitude", lng, validate);
                    }}
                  />
                </Suspense>
              </PartErrorBoundary>
            </>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="submit-city">Town / City</Label>
              <Input
                id="submit-city"
                {...describedByError("submit-city-error", errors.city?.message)}
                {...register("city")}
              />
              <FieldError id="submit-city-error" message={errors.city?.message} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="submit-state">State</Label>
              <Input id="submit-state" placeholder="New York" {...register("state")} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
