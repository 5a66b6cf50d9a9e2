import Testing

@testable import Protocol

@Suite("Notifications code to and from their golden JSON")
struct NotificationCodingTests {
    @Test("initialized and exit take no params")
    func lifecycle() throws {
        #expect(InitializedNotification.method == "initialized")
        #expect(ExitNotification.method == "exit")
        try checkCoding(InitializedNotification.Params(), json: "{}")
        try checkCoding(ExitNotification.Params(), json: "{}")
        #expect(throws: ResponseError.self) { try ExitNotification.Params(json: [1]) }
    }

    @Test("$/cancelRequest keeps the id's kind")
    func cancelRequest() throws {
        #expect(CancelRequestNotification.method == "$/cancelRequest")
        try checkCoding(CancelRequestNotification.Params(id: 4), json: #"{"id":4}"#)
        try checkCoding(CancelRequestNotification.Params(id: "req-4"), json: #"{"id":"req-4"}"#)
    }

    @Test("property/didChange")
    func propertyDidChange() throws {
        #expect(PropertyDidChange.method == "property/didChange")
        try checkCoding(
            PropertyDidChange.Params(viewModel: "vm-1", property: "points", value: 101.0, version: 5),
            json: #"{"viewModel":"vm-1","property":"points","value":101.0,"version":5}"#
        )
    }

    @Test("command/didChange")
    func commandDidChange() throws {
        #expect(CommandDidChange.method == "command/didChange")
        try checkCoding(
            CommandDidChange.Params(viewModel: "vm-1", command: "upload", enabled: false, executing: true, version: 6),
            json: #"{"viewModel":"vm-1","command":"upload","enabled":false,"executing":true,"version":6}"#
        )
    }

    @Test("collection/didChange")
    func collectionDidChange() throws {
        #expect(CollectionDidChange.method == "collection/didChange")
        try checkCoding(
            CollectionDidChange.Params(
                viewModel: "vm-1",
                collection: "quotes",
                version: 9,
                changes: [
                    .insert(index: 0, items: ["a", ["b": 1]]), .move(from: 0, to: 1), .remove(index: 2, count: 3),
                    .replace(index: 1, items: [.null]), .reset(items: []),
                ]
            ),
            json: #"""
                {"viewModel":"vm-1","collection":"quotes","version":9,"changes":[
                {"op":"insert","index":0,"items":["a",{"b":1}]},{"op":"move","from":0,"to":1},
                {"op":"remove","index":2,"count":3},{"op":"replace","index":1,"items":[null]},{"op":"reset","items":[]}]}
                """#
        )
    }

    @Test("viewModel/event")
    func event() throws {
        #expect(ViewModelEvent.method == "viewModel/event")
        try checkCoding(
            ViewModelEvent.Params(viewModel: "vm-1", event: "forbiddenName", payload: ["name": "dag nabbit"]),
            json: #"{"viewModel":"vm-1","event":"forbiddenName","payload":{"name":"dag nabbit"}}"#
        )
        try checkCoding(
            ViewModelEvent.Params(viewModel: "vm-1", event: "ping"),
            json: #"{"viewModel":"vm-1","event":"ping","payload":null}"#)
    }

    @Test("navigation/push carries a full snapshot")
    func push() throws {
        #expect(NavigationPush.method == "navigation/push")
        try checkCoding(
            NavigationPush.Params(
                viewModel: Snapshot(id: "vm-2", type: "SearchResults", version: 1, properties: ["title": "cats"]),
                from: "vm-1"),
            json:
                #"{"viewModel":{"id":"vm-2","type":"SearchResults","version":1,"properties":{"title":"cats"},"commands":{},"collections":{}},"from":"vm-1"}"#
        )
    }

    @Test("navigation/didPop and viewModel/didDispose name a view model")
    func didPopAndDidDispose() throws {
        #expect(NavigationDidPop.method == "navigation/didPop")
        #expect(ViewModelDidDispose.method == "viewModel/didDispose")
        try checkCoding(NavigationDidPop.Params(viewModel: "vm-2"), json: #"{"viewModel":"vm-2"}"#)
        try checkCoding(ViewModelDidDispose.Params(viewModel: "vm-7"), json: #"{"viewModel":"vm-7"}"#)
    }

    @Test("write(_:to:) writes the same bytes as encoding the built notification")
    func fastEncoding() {
        let change = PropertyDidChange.Params(
            viewModel: "vm-1", property: "name \"quoted\"", value: ["nested": [1.5, nil]], version: 9)
        #expect(
            written(PropertyDidChange.self, change)
                == MessageEncoder.encode(.notification(PropertyDidChange.notification(change))))
        let command = CommandDidChange.Params(
            viewModel: "vm-1", command: "go", enabled: true, executing: false, version: 2)
        #expect(
            written(CommandDidChange.self, command)
                == MessageEncoder.encode(.notification(CommandDidChange.notification(command))))
        let popped = NavigationDidPop.Params(viewModel: "vm-2")
        #expect(
            written(NavigationDidPop.self, popped)
                == MessageEncoder.encode(.notification(NavigationDidPop.notification(popped))))
    }

    @Test("a burst writer writes each property change as encoding it does, whichever property each names")
    func burstEncoding() {
        var burst = PropertyDidChangeWriter()
        let changes = [
            PropertyDidChange.Params(viewModel: "vm-1", property: "price", value: 1.5, version: 1),
            PropertyDidChange.Params(viewModel: "vm-2", property: "price", value: 2, version: 3),
            PropertyDidChange.Params(viewModel: "vm-2", property: "name \"quoted\"\u{2028}", value: "a", version: 4),
            PropertyDidChange.Params(viewModel: "vm-\\3", property: "name \"quoted\"\u{2028}", value: nil, version: 5),
            PropertyDidChange.Params(viewModel: "vm-4", property: "", value: [1, 2], version: 6),
            PropertyDidChange.Params(viewModel: "vm-4", property: "price", value: 0.25, version: 7),
        ]
        for change in changes {
            var writer = ByteWriter(capacity: JSONWriter.typicalSize)
            burst.write(change, to: &writer)
            #expect(
                writer.makeArray() == MessageEncoder.encode(.notification(PropertyDidChange.notification(change))),
                "\(change.property)")
        }
    }

    @Test("notification(_:) builds the message with the method and params")
    func buildsNotifications() {
        let notification = NavigationDidPop.notification(.init(viewModel: "vm-2"))
        #expect(notification == Notification(method: "navigation/didPop", params: ["viewModel": "vm-2"]))
    }
}

/// What `Kind.write(_:to:)` writes for `params`.
private func written<Kind: NotificationType>(_ kind: Kind.Type, _ params: Kind.Params) -> [UInt8] {
    var writer = ByteWriter(capacity: JSONWriter.typicalSize)
    Kind.write(params, to: &writer)
    return writer.makeArray()
}
