/** `value` as an object, or an empty one: the server's params and results are objects. */
export function objectOf(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
