import Foundation
import TestSupport
import Testing

@testable import Protocol

/// The writer spells doubles as ECMAScript's `Number.prototype.toString` does (RFC 8785), checked
/// over 100,000 generated doubles against two oracles: Swift's `description`, whose digits are the
/// shortest that round-trip, laid out here from the ECMAScript spec's steps; and Node itself.
@Suite("Doubles are spelled as ECMAScript spells them")
struct DoubleSpellingTests {
    /// Where the layout changes, where the writer's shortcuts end, and the extremes.
    static let boundaries: [Double] = [
        0, -0.0, 1, -1, 1e21, 1e21.nextDown, 1e21.nextUp, 1e20, 1e-6, 1e-6.nextDown, 1e-6.nextUp, 1e-7, 0x1p53,
        0x1p53.nextDown, 0x1p53.nextUp, 0x1p63, 0x1p64, 1e-3, 1e-3.nextDown, 1e9, 1e9.nextDown, 1e15, 1e16, 1e22, 1e23,
        0.1 + 0.2, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]

    /// 100,000 finite doubles from a fixed seed, of every magnitude and of the shapes clients send.
    static let samples: [Double] = {
        var generator = SplitMix64(seed: 8785)
        var samples = boundaries
        while samples.count < 100_000 {
            let sign: Double = Bool.random(using: &generator) ? 1 : -1
            switch samples.count % 5 {
            case 0:
                // Any bit pattern: every binary exponent is as likely as any other.
                let value = Double(bitPattern: generator.next())
                if value.isFinite { samples.append(value) }
            case 1:
                // One to seventeen significant digits, anywhere from 10^-30 to 10^30.
                let digits = Int.random(in: 1...17, using: &generator)
                let low = Int64(pow(10, Double(digits - 1)))
                let mantissa = Int64.random(in: low...(low * 10 - 1), using: &generator)
                let exponent = Int.random(in: -30...30, using: &generator)
                samples.append(sign * Double("\(mantissa)e\(exponent)")!)
            case 2:
                // Whole numbers, below and beyond 2^53.
                let bits = Int.random(in: 1...64, using: &generator)
                samples.append(sign * Double(UInt64.random(in: 0...(UInt64.max >> (64 - bits)), using: &generator)))
            case 3:
                // One to three fraction digits, as prices and steps are.
                let scale = [10.0, 100.0, 1000.0].randomElement(using: &generator)!
                samples.append(
                    Double(Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &generator)) / scale)
            default:
                samples.append(Double.random(in: -1000...1000, using: &generator))
            }
        }
        return samples
    }()

    /// ECMAScript's Number::toString(x), step by step from the spec: the shortest digits s
    /// (k of them) and n such that x = s × 10^(n−k), then the layout the spec chooses for k and n.
    static func ecmaScript(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value < 0 { return "-" + ecmaScript(-value) }
        let parts = value.description.split(separator: "e")
        let mantissa = String(parts[0])
        var n =
            (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
                ?? mantissa.count) + (parts.count > 1 ? Int(parts[1])! : 0)
        var s = mantissa.replacingOccurrences(of: ".", with: "")
        while s.hasPrefix("0") {
            s.removeFirst()
            n -= 1
        }
        while s.hasSuffix("0") { s.removeLast() }
        let k = s.count
        if k <= n, n <= 21 { return s + String(repeating: "0", count: n - k) }
        if 0 < n, n <= 21 { return s.prefix(n) + "." + s.dropFirst(n) }
        if -6 < n, n <= 0 { return "0." + String(repeating: "0", count: -n) + s }
        let exponent = (n - 1 < 0 ? "-" : "+") + String(abs(n - 1))
        return (k == 1 ? s : s.prefix(1) + "." + s.dropFirst()) + "e" + exponent
    }

    @Test("every double reads back as itself and is spelled as ECMAScript spells it")
    func matchesTheSpec() throws {
        var mismatches: [String] = []
        for value in Self.samples {
            let text = JSONWriter.string(.double(value))
            let readBack = try #require(Double(text), "\(text)")
            if readBack != value || text != Self.ecmaScript(value) {
                mismatches.append("\(value.description) → \(text), expected \(Self.ecmaScript(value))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(10))")
    }

    @Test("a whole double is written without a fraction and reads back as an integer")
    func wholeNumbersAreIntegers() throws {
        for value: Double in [101, -3, 0, -0.0, 150, 0x1p53] {
            #expect(try JSONParser.parse(JSONWriter.encode(.double(value))) == .integer(Int64(value)), "\(value)")
        }
        // Beyond 2^53 the shortest digits end in zeros; the integer they spell is the same double.
        #expect(try JSONParser.parse(JSONWriter.encode(.double(0x1p60))) == .integer(1_152_921_504_606_847_000))
    }

    /// `node`, where it is on the PATH.
    static let node = ChildProcess.executable(named: "node")

    @Test(
        "Node's Number.prototype.toString writes exactly the same text for every double",
        .enabled(if: node != nil, "needs node on the PATH"))
    func matchesNode() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = Self.samples.map { value in
            let bits = String(value.bitPattern, radix: 16)
            return String(repeating: "0", count: 16 - bits.count) + bits + " " + JSONWriter.string(.double(value))
        }
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let script = """
            const lines = require('fs').readFileSync(process.argv[1], 'utf8').trim().split('\\n');
            const mismatches = [];
            for (const line of lines) {
              const [bits, text] = line.split(' ');
              const expected = String(Buffer.from(bits, 'hex').readDoubleBE(0));
              if (expected !== text) mismatches.push(`${bits}: ${text}, node writes ${expected}`);
            }
            console.log(`${lines.length} ${mismatches.length}`);
            for (const mismatch of mismatches.slice(0, 10)) console.log(mismatch);
            """
        let node = try await ChildProcess(try #require(Self.node), arguments: ["-e", script, file.path]).run()
        let text = node.output
        #expect(node.termination.status == 0, "\(text)")
        #expect(text.hasPrefix("\(Self.samples.count) 0\n"), "\(text)")
    }
}
