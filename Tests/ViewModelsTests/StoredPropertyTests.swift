import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("StoredProperty and ConstantProperty, the cheap members of list items")
struct StoredPropertyTests {
    @Test("a stored property counts every set, observed or not, and its observers hear the sets after they start")
    func countsSets() {
        let price = StoredProperty(1.0)
        price.value = 2
        #expect(price.changeCount == 1)
        let recorder = Recorder(price)
        price.value = 3
        price.value = 4
        #expect(recorder.values == [2, 3, 4])
        #expect(price.changeCount == 3)
    }

    @Test("a stored property's signal, once made, completes when the property goes")
    func completesOnDeinit() throws {
        var price: StoredProperty<Double>? = StoredProperty(1)
        let recorder = Recorder(try #require(price).signal)
        price = nil
        #expect(recorder.isCompleted)
    }

    @Test("a constant gives its value, then ends at once")
    func constant() {
        let symbol = ConstantProperty("AAPL")
        let recorder = Recorder(symbol)
        #expect(recorder.values == ["AAPL"])
        #expect(Recorder(symbol.signal).isCompleted)
    }
}
