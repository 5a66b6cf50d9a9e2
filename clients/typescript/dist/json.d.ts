/** Any JSON value, as the server sends it. */
export declare type JSONValue = null | boolean | number | string | JSONValue[] | JSONObject;
/** A JSON object. */
export interface JSONObject {
    [key: string]: JSONValue;
}
/** `value` as an object, or an empty one: the server's params and results are objects. */
export declare function objectOf(value: JSONValue | undefined): JSONObject;
