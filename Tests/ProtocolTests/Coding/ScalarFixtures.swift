import Protocol

/// One value of every scalar type `Codable` names, so that each container's overload for each
/// type is exercised: keyed (synthesized), optional keyed, and unkeyed (written by hand).
struct ScalarFixtures: Codable, Equatable {
    var bool = true
    var string = "s"
    var double = 1.5
    var float: Float = 2.5
    var int = -1
    var int8: Int8 = -8
    var int16: Int16 = -16
    var int32: Int32 = -32
    var int64: Int64 = -64
    var uint: UInt = 1
    var uint8: UInt8 = 8
    var uint16: UInt16 = 16
    var uint32: UInt32 = 32
    var uint64: UInt64 = 64

    /// The same members, each optional, read with `decodeIfPresent`.
    struct Optionals: Codable, Equatable {
        var bool: Bool?
        var string: String?
        var double: Double?
        var float: Float?
        var int: Int?
        var int8: Int8?
        var int16: Int16?
        var int32: Int32?
        var int64: Int64?
        var uint: UInt?
        var uint8: UInt8?
        var uint16: UInt16?
        var uint32: UInt32?
        var uint64: UInt64?
    }

    /// The same members as one array, in declaration order.
    struct List: Codable, Equatable {
        var scalars: ScalarFixtures

        init(_ scalars: ScalarFixtures) {
            self.scalars = scalars
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            scalars = ScalarFixtures(
                bool: try container.decode(Bool.self), string: try container.decode(String.self),
                double: try container.decode(Double.self), float: try container.decode(Float.self),
                int: try container.decode(Int.self), int8: try container.decode(Int8.self),
                int16: try container.decode(Int16.self), int32: try container.decode(Int32.self),
                int64: try container.decode(Int64.self), uint: try container.decode(UInt.self),
                uint8: try container.decode(UInt8.self), uint16: try container.decode(UInt16.self),
                uint32: try container.decode(UInt32.self), uint64: try container.decode(UInt64.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(scalars.bool)
            try container.encode(scalars.string)
            try container.encode(scalars.double)
            try container.encode(scalars.float)
            try container.encode(scalars.int)
            try container.encode(scalars.int8)
            try container.encode(scalars.int16)
            try container.encode(scalars.int32)
            try container.encode(scalars.int64)
            try container.encode(scalars.uint)
            try container.encode(scalars.uint8)
            try container.encode(scalars.uint16)
            try container.encode(scalars.uint32)
            try container.encode(scalars.uint64)
        }
    }
}
