/** The location box's hint, the same wherever the box appears. */
export const LOCATION_PLACEHOLDER = "Enter ZIP code, town, or address";
