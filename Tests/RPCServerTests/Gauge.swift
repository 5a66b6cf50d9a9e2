import ViewModels

/// A test-only view model whose computed members read different properties, some only on one
/// branch, and one reads a property no host observes; each counts its reads.
@MainActor
final class Gauge: ViewModel {
    static let declaration = Declaration<Gauge>(
        doc: "Test-only: a temperature in the unit chosen, and a label.",
        .settable(\.isMetric, doc: "Whether the reading is in Celsius."),
        .settable(\.celsius, doc: "The temperature in Celsius."),
        .settable(\.fahrenheit, doc: "The temperature in Fahrenheit."),
        .settable(\.label, doc: "A label."),
        .computed("reading", \.reading, doc: "Celsius when metric, else Fahrenheit."),
        .computed("title", \.title, doc: "The label, upper-cased."),
        .computed("outside", \.outside, doc: "A value no member of the gauge holds."),
        .kept(\.elsewhere, doc: "What outside reads: no declared member holds it.")
    )

    let isMetric = MutableProperty(true)
    let celsius = MutableProperty(20)
    let fahrenheit = MutableProperty(68)
    let label = MutableProperty("hall")
    /// Not a member: no host observes it.
    let elsewhere = MutableProperty(0)
    private(set) var readingReads = 0
    private(set) var titleReads = 0
    private(set) var outsideReads = 0

    var reading: Int {
        readingReads += 1
        return isMetric.value ? celsius.value : fahrenheit.value
    }
    var title: String {
        titleReads += 1
        return label.value.uppercased()
    }
    var outside: Int {
        outsideReads += 1
        return elsewhere.value
    }
}
