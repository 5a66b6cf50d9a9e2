// Values and errors as one short line of text.
"use strict";

/** A value as one short line of text. */
function valueText(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function errorText(error) {
  const data = error.data ? ` ${JSON.stringify(error.data)}` : "";
  return `${error.code} ${error.message}${data}`;
}
