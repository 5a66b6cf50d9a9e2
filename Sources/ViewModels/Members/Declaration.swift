/// What frontends see of a view-model type, stated once per type: its wire name and doc, and each
/// member that goes on the wire with its kind and doc.
///
/// Rules:
/// - Only declared members reach the wire, whatever their Swift access; a client may set a property
///   only when it is declared `settable`.
/// - A member's wire name is its Swift name, read from its key path (`\SignUp.email` is "email") or,
///   for a `lazy var`, from the property that stores it; `name:` states another. A host checks every
///   declaration when it starts and names what is wrong.
/// - The view-model types a declaration names (what a command pushes, a collection's items, a view
///   model a property holds or a command takes) are registered with its type.
/// - The questions a view model asks its frontend are declared with it (`.asks`), for describe.
/// - Docs, kinds and policies belong to the type, so a host describes it before any instance exists.
/// - Important: Main actor only; made once per type, in a `static let`.
@MainActor
public struct Declaration<Model: ViewModel> {
    /// The name frontends know the type by.
    public let name: String
    /// What the view model is for, written for a frontend author.
    public let doc: String
    /// The members that go on the wire, in the order frontends see them.
    public let members: [Member]

    /// - Parameters:
    ///   - name: the wire name; the Swift type's own name when omitted.
    ///   - doc: what the view model is for, written for a frontend author.
    ///   - members: each member that goes on the wire, as `.settable(\.name, doc: "…")` and the like.
    public init(name: String? = nil, doc: String, _ members: Member...) {
        self.name = name ?? _typeName(Model.self, qualified: false)
        self.doc = doc
        self.members = members
    }
}

extension Declaration {
    /// One member as a declaration states it: where it is, what kind it is, and its doc.
    public struct Member {
        /// What the declaration says of this member, its view-model type erased, as a host reads it.
        public let declared: MemberDeclaration

        var keyPath: AnyKeyPath { declared.keyPath }
        var isCommand: Bool {
            if case .command = declared.kind { true } else { false }
        }

        private init(
            _ keyPath: PartialKeyPath<Model>, _ name: String?, _ kind: MemberDeclaration.Kind, _ doc: String,
            pushes: [any ViewModel.Type] = []
        ) {
            declared = MemberDeclaration(keyPath: keyPath, statedName: name, kind: kind, doc: doc, pushes: pushes)
        }

        /// A property frontends read and may set; a set is proposed to it as a user's edit is.
        /// - Parameter pushes: the view-model types a change of it may push (a selection that opens
        ///   the selected row), registered and described with this one.
        public static func settable<Value>(
            _ property: KeyPath<Model, MutableProperty<Value>>, name: String? = nil, doc: String,
            pushes: [any ViewModel.Type] = []
        ) -> Member {
            Member(property, name, .property(isSettable: true), doc, pushes: pushes)
        }

        /// A property frontends only read, whatever kind of property it is.
        /// - Parameter pushes: the view-model types a change of it may push.
        public static func readOnly<P: PropertyProtocol & ViewModelMember>(
            _ property: KeyPath<Model, P>, name: String? = nil, doc: String, pushes: [any ViewModel.Type] = []
        ) -> Member {
            Member(property, name, .property(isSettable: false), doc, pushes: pushes)
        }

        /// A property frontends only read, whose value is a computed Swift property of the view model:
        /// `var isValid: Bool { !name.value.isEmpty }`. It has no object of its own, so it costs an
        /// instance nothing.
        ///
        /// A host reads it again once every change a member of the view model made has been delivered,
        /// and tells frontends when it differs from what they were told, as one change however often
        /// it flipped meanwhile. So it must be computed from the view model's declared members (or
        /// from constants): a change of anything else shows only with the next change of a member.
        /// Its name cannot be read from a computed key path, so it is stated.
        ///
        /// Pass the property's key path, `\.isValid`: Swift makes it a direct call of the getter,
        /// where applying a key path is far dearer on every read (docs/performance.md, "What made it fast").
        public static func computed<Value>(
            _ name: String, _ property: @escaping (Model) -> Value, doc: String
        ) -> Member {
            Member(\Model.self, name, .computed(ComputedRead(read: property)), doc)
        }

        /// A command frontends execute.
        /// - Parameters:
        ///   - policy: the policy the command was made with, for frontends; a host reports a command
        ///     made with another.
        ///   - pushes: the view-model types its execution may push, registered and described with this one.
        ///   - reportsProgress: whether its work reports progress (`CommandProgress`), so a frontend
        ///     knows to ask for it.
        public static func command<Input, Output>(
            _ command: KeyPath<Model, Command<Input, Output>>, name: String? = nil, doc: String,
            policy: ExecutionPolicy = .serial, pushes: [any ViewModel.Type] = [], reportsProgress: Bool = false
        ) -> Member {
            Member(command, name, .command(policy: policy, reportsProgress: reportsProgress), doc, pushes: pushes)
        }

        /// A collection frontends list; items that are view models are hosted as they join it.
        /// - Parameter pageSize: declares that the collection may grow large: describe says so, and
        ///   an agent is shown this many rows of it at a time (50 when not declared).
        public static func collection<Element>(
            _ collection: KeyPath<Model, ObservableArray<Element>>, name: String? = nil, doc: String,
            pageSize: Int? = nil
        ) -> Member {
            Member(collection, name, .collection(pageSize: pageSize), doc)
        }

        /// Rows kept by key (`Rows`), listed as a collection of their shown rows: a row keeps its
        /// id while its model is in the store, shown or hidden.
        /// - Parameter pageSize: as for an `ObservableArray`'s collection.
        public static func collection<RowModel, Row>(
            _ rows: KeyPath<Model, Rows<RowModel, Row>>, name: String? = nil, doc: String, pageSize: Int? = nil
        ) -> Member {
            Member(rows, name, .collection(pageSize: pageSize), doc)
        }

        /// An event frontends are told of.
        public static func event<Payload>(
            _ event: KeyPath<Model, Event<Payload>>, name: String? = nil, doc: String
        ) -> Member {
            Member(event, name, .event, doc)
        }

        /// State kept off the wire on purpose, beside the wire members: a property the rules set, a
        /// `Models` store. A member of a member type (a property, command, event or collection) must be
        /// declared or kept: a host refuses to start when one is neither, naming it. Other state (a
        /// store, a token) may be kept to say that it is the view model's own state.
        public static func kept(_ member: PartialKeyPath<Model>, name: String? = nil, doc: String) -> Member {
            Member(member, name, .kept, doc)
        }

        /// A kind of question the view model asks its frontend (`Frontend.ask`), described with its
        /// params and answer under the request's method.
        public static func asks<Request: FrontendRequest>(_ request: Request.Type, doc: String) -> Member {
            Member(\Model.self, Request.method, .request(request), doc)
        }

        /// An argument `viewModel/create` takes for the type, read in its factory with
        /// `ViewModelArguments` under the same name and type; described so that clients and agents
        /// see what a create may pass.
        /// - Parameter required: whether the factory reads it with `required`.
        public static func argument<Value>(_ name: String, _ type: Value.Type, doc: String, required: Bool = false) -> Member {
            Member(\Model.self, name, .argument(type, isRequired: required), doc)
        }
    }
}

/// A declared member with its view-model type erased, as a host reads it: what the declaration says
/// of it, nothing of an instance.
public struct MemberDeclaration {
    /// What kind of member the declaration made.
    public enum Kind {
        /// A property, settable by a client or read-only.
        case property(isSettable: Bool)
        /// A read-only property computed by the view model (`Member.computed`): a `ComputedRead`.
        case computed(Any)
        /// A command, with its policy and whether it reports progress.
        case command(policy: ExecutionPolicy, reportsProgress: Bool)
        /// A collection; a page size when it is declared to grow large.
        case collection(pageSize: Int?)
        /// An event.
        case event
        /// A question asked of the frontend; its key path is the view model itself.
        case request(any FrontendRequest.Type)
        /// An argument of `viewModel/create`; its key path is the view model itself.
        case argument(Any.Type, isRequired: Bool)
        /// State kept off the wire (`Member.kept`).
        case kept
    }

    /// Reaches the member from its view model.
    public let keyPath: AnyKeyPath
    /// The wire name `name:` stated; nil to take the Swift name.
    public let statedName: String?
    /// What kind of member it is.
    public let kind: Kind
    /// The member's doc, as describe shows it.
    public let doc: String
    /// The view-model types a change of the member may push, registered and described with its type.
    public let pushes: [any ViewModel.Type]

    /// The member's own type (`MutableProperty<String>`), from the declaration alone.
    public var memberType: Any.Type { type(of: keyPath).valueType }
}

/// How a computed member is read (`Declaration.Member.computed`): the getter, typed.
public struct ComputedRead<Model, Value> {
    /// Reads the member's value from its view model.
    public let read: (Model) -> Value
}
