import Protocol
import ViewModels

extension TweetData: WireValue {
    static var schema: JSONValue {
        [
            "type": "object",
            "properties": [
                "id": String.schema, "status": String.schema, "username": String.schema,
                "profileImageUrl": String.schema, "profileBannerUrl": String.schema,
            ],
            "required": ["id", "status", "username", "profileImageUrl", "profileBannerUrl"],
            "additionalProperties": false,
        ]
    }
    init(json: JSONValue) throws(InvalidWireValue) {
        self.init(
            id: try String(json: json["id"] ?? .null),
            status: try String(json: json["status"] ?? .null),
            username: try String(json: json["username"] ?? .null),
            profileImageUrl: try String(json: json["profileImageUrl"] ?? .null),
            profileBannerUrl: try String(json: json["profileBannerUrl"] ?? .null))
    }
    var json: JSONValue {
        [
            "id": id.json, "status": status.json, "username": username.json, "profileImageUrl": profileImageUrl.json,
            "profileBannerUrl": profileBannerUrl.json,
        ]
    }
}
