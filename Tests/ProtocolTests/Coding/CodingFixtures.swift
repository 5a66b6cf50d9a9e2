import Protocol

/// Types the coding tests encode, decode and derive schemas for, kept in one namespace so that
/// their short names cannot clash with the rest of the test target.
enum CodingFixtures {
    enum Color: String, Codable, CaseIterable {
        case red, green, blue
    }

    enum Priority: Int, Codable, CaseIterable {
        case low = 1
        case high = 2
    }

    /// A raw enum that is not `CaseIterable`: derivation cannot guess a valid raw value.
    enum Mood: String, Codable {
        case happy, sad
    }

    /// An enum with associated values, encoded the synthesized way: `{"circle": {"radius": 1}}`.
    enum Shape: Codable, Equatable {
        case circle(radius: Double)
        case square(side: Double)
    }

    struct Address: Codable, Equatable {
        var street: String
        var zip: String?
    }

    struct Person: Codable, Equatable {
        var name: String
        var age: Int
        var nickname: String?
        var address: Address
        var tags: [String]
        var favorite: Color
        var priority: Priority?
    }

    struct Numbers: Codable, Equatable {
        var int8: Int8
        var uint8: UInt8
        var int64: Int64
        var uint64: UInt64
        var double: Double
        var float: Float
        var flag: Bool
    }

    struct Catalog: Codable, Equatable {
        var counts: [String: Int]
        var labels: [Int: String]
        var matrix: [[Double]]
        var shapes: [Shape]
        var maybe: [String?]
    }

    /// Validates in `init(from:)` and states its schema, with an example derivation can decode.
    struct Email: Codable, Equatable, JSONSchemaProviding {
        var address: String

        static let jsonSchema: JSONValue = ["type": "string", "pattern": "@", "examples": ["ann@example.com"]]

        init(address: String) {
            self.address = address
        }

        init(from decoder: any Decoder) throws {
            address = try decoder.singleValueContainer().decode(String.self)
            guard address.contains("@") else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not an email address"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(address)
        }
    }

    struct Contact: Codable, Equatable {
        var email: Email
        var backup: Email?
    }

    /// Recursive: derivation must give up instead of recursing forever.
    struct Tree: Codable {
        var children: [Tree]
    }

    /// A point written as a two-element array, read without asking where the array ends.
    struct Point: Codable, Equatable {
        var x: Double
        var y: Double

        init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            x = try container.decode(Double.self)
            y = try container.decode(Double.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(x)
            try container.encode(y)
        }
    }

    /// Uses nested keyed and unkeyed containers and an explicit `null` by hand.
    struct Envelope: Codable, Equatable {
        var id: Int
        var values: [Int]
        var note: String?

        enum CodingKeys: String, CodingKey {
            case header, body
        }

        enum HeaderKeys: String, CodingKey {
            case id
        }

        enum BodyKeys: String, CodingKey {
            case values, note
        }

        init(id: Int, values: [Int], note: String?) {
            self.id = id
            self.values = values
            self.note = note
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let header = try container.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
            id = try header.decode(Int.self, forKey: .id)
            let body = try container.nestedContainer(keyedBy: BodyKeys.self, forKey: .body)
            var list = try body.nestedUnkeyedContainer(forKey: .values)
            var values: [Int] = []
            while !list.isAtEnd {
                values.append(try list.decode(Int.self))
            }
            self.values = values
            note = try body.decodeNil(forKey: .note) ? nil : try body.decode(String.self, forKey: .note)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var header = container.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
            try header.encode(id, forKey: .id)
            var body = container.nestedContainer(keyedBy: BodyKeys.self, forKey: .body)
            var list = body.nestedUnkeyedContainer(forKey: .values)
            for value in values {
                try list.encode(value)
            }
            if let note {
                try body.encode(note, forKey: .note)
            } else {
                try body.encodeNil(forKey: .note)
            }
        }
    }

    /// A subclass that shares its superclass's object: both read and write the same members.
    final class Cat: Animal {
        var name: String

        enum CodingKeys: String, CodingKey {
            case name
        }

        init(name: String, legs: Int) {
            self.name = name
            super.init(legs: legs)
        }

        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
            try super.init(from: decoder)
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try super.encode(to: encoder)
        }
    }

    /// Everything an unkeyed container offers besides scalars, written by hand: a nested array, a
    /// nested object, an explicit null, and a superclass-style element, with the parent under a
    /// key of its own choosing.
    struct Rows: Codable, Equatable {
        var row: [Int]
        var cell: String
        var gap: Bool
        var parent: Int

        enum CodingKeys: String, CodingKey {
            case items, parent
        }

        enum CellKeys: String, CodingKey {
            case cell
        }

        init(row: [Int], cell: String, gap: Bool, parent: Int) {
            self.row = row
            self.cell = cell
            self.gap = gap
            self.parent = parent
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var items = try container.nestedUnkeyedContainer(forKey: .items)
            var nested = try items.nestedUnkeyedContainer()
            var row: [Int] = []
            while !nested.isAtEnd {
                row.append(try nested.decode(Int.self))
            }
            self.row = row
            cell = try items.nestedContainer(keyedBy: CellKeys.self).decode(String.self, forKey: .cell)
            gap = try items.decodeNil()
            if !gap {
                _ = try items.decode(Int.self)
            }
            _ = try String(from: items.superDecoder())
            parent = try Int(from: container.superDecoder(forKey: .parent))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var items = container.nestedUnkeyedContainer(forKey: .items)
            var nested = items.nestedUnkeyedContainer()
            for value in row {
                try nested.encode(value)
            }
            var object = items.nestedContainer(keyedBy: CellKeys.self)
            try object.encode(cell, forKey: .cell)
            if gap {
                try items.encodeNil()
            } else {
                try items.encode(0)
            }
            try "super".encode(to: items.superEncoder())
            try parent.encode(to: container.superEncoder(forKey: .parent))
        }
    }

    /// A class hierarchy that keeps the superclass's members under `super`.
    class Animal: Codable {
        var legs: Int

        init(legs: Int) {
            self.legs = legs
        }
    }

    final class Dog: Animal {
        var name: String

        enum CodingKeys: String, CodingKey {
            case name
        }

        init(name: String, legs: Int) {
            self.name = name
            super.init(legs: legs)
        }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try super.encode(to: container.superEncoder())
        }
    }
}
