// Schemas: what kind of control a JSON Schema from `viewModel/describe` asks for.
"use strict";

/** A command whose input schema is this takes no input (docs/protocol.md §5.1). */
function takesNoInput(schema) {
  return !!schema && Array.isArray(schema.type) && schema.type.includes("null") && schema.type.includes("object") &&
    schema.maxProperties === 0;
}

/**
 * The control a schema asks for: `{kind, nullable, options, viewModelType}` where kind is one of
 * boolean, integer, number, string, enum, reference (a view model's id) or json (anything else;
 * `acceptsText` when a string is one of its choices, so text that is not JSON is taken as one).
 */
function controlKind(schema) {
  schema = schema || {};
  let nullable = false;
  const union = schema.anyOf || schema.oneOf;
  if (Array.isArray(union)) {
    const rest = union.filter((member) => !(member && member.type === "null"));
    nullable = rest.length < union.length;
    if (rest.length === 1) return { ...controlKind(rest[0]), nullable };
    if (rest.every((member) => member && "const" in member)) {
      return { kind: "enum", nullable, options: rest.map((member) => member.const) };
    }
    return { kind: "json", nullable, acceptsText: rest.some((member) => member && member.type === "string") };
  }
  if (Array.isArray(schema.enum)) return { kind: "enum", nullable, options: schema.enum };
  let type = schema.type;
  if (Array.isArray(type)) {
    nullable = type.includes("null");
    const rest = type.filter((name) => name !== "null");
    type = rest.length === 1 ? rest[0] : undefined;
  }
  if (type === "string" && schema["x-viewModelType"]) {
    return { kind: "reference", nullable, viewModelType: schema["x-viewModelType"] };
  }
  if (type === "boolean" || type === "integer" || type === "number" || type === "string") return { kind: type, nullable };
  return { kind: "json", nullable };
}

/** A schema that fits a value seen on the wire, for recordings that never asked for a description. */
function schemaOfValue(value) {
  if (value === null) return {};
  if (typeof value === "boolean") return { type: "boolean" };
  if (typeof value === "number") return { type: "number" };
  if (typeof value === "string") return { type: "string" };
  return {};
}
