import Protocol
import Testing

@Suite("Container coding paths")
struct ContainerPathTests {
    /// Reports the coding path its containers see, so a type's own errors can point at itself.
    struct PathProbe: Codable {
        enum CodingKeys: String, CodingKey {
            case list
        }

        /// The paths seen by the keyed container, the unkeyed container and the element's decoder.
        var paths: [String] = []

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var list = try container.nestedUnkeyedContainer(forKey: .list)
            let element = try list.superDecoder()
            paths = [container.codingPath, list.codingPath, element.codingPath].map(CodingCheck.path)
            paths.append(decoder.userInfo.isEmpty ? "no userInfo" : "userInfo")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            let element = list.superEncoder()
            let paths = [container.codingPath, list.codingPath, element.codingPath].map(CodingCheck.path)
            try (paths + [encoder.userInfo.isEmpty ? "no userInfo" : "userInfo"]).encode(to: element)
        }
    }

    struct Wrapper: Codable {
        var probe: PathProbe
    }

    private let expected = ["probe", "probe.list", "probe.list.0", "no userInfo"]

    @Test("gives an encoder's containers the path of the value they write")
    func encoding() throws {
        let json = try JSONValueEncoder().encode(Wrapper(probe: PathProbe()))
        #expect(json["probe"]?["list"] == [.array(expected.map { .string($0) })])
    }

    @Test("gives a decoder's containers the path of the value they read")
    func decoding() throws {
        let wrapper = try JSONValueDecoder().decode(Wrapper.self, from: ["probe": ["list": [1]]])
        #expect(wrapper.probe.paths == expected)
    }

    @Test("gives the recording decoder's containers the path of the member being derived")
    func derivation() throws {
        struct Recorder: Decodable {
            static let seen = Seen()
            init(from decoder: any Decoder) throws {
                Self.seen.paths = try PathProbe(from: decoder).paths
            }
        }
        struct Outer: Decodable {
            var probe: Recorder
        }
        _ = try JSONSchemaDerivation.schema(for: Outer.self)
        #expect(Recorder.seen.paths == expected)
    }

    final class Seen: @unchecked Sendable {
        // Guarded by the tests: only `derivation` writes and reads it, on one task.
        var paths: [String] = []
    }
}
