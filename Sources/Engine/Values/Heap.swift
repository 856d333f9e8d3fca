/// The class instances a run has made. Objects are referenced by id, so identity is a number
/// and a trace can name each one (`Model#2`).
final class Heap {
    final class Object {
        let type: String
        var fields: [String: Value]
        /// Property names that notify observers when written (`@Published`, `@Observable`).
        let observable: Set<String>
        /// `true` for `ObservableObject`: any write of an observable property invalidates every
        /// view holding the object; `false` for `@Observable`: only the views that read it.
        let notifiesWholeObject: Bool
        /// Readers of each property (for `@Observable`) or of the object (`"*"`).
        var readers: [String: Set<ObjectIdentifier>] = [:]

        init(type: String, fields: [String: Value], observable: Set<String>, notifiesWholeObject: Bool) {
            self.type = type
            self.fields = fields
            self.observable = observable
            self.notifiesWholeObject = notifiesWholeObject
        }
    }

    private(set) var objects: [Object] = []

    func allocate(_ object: Object) -> ObjectReference {
        objects.append(object)
        return ObjectReference(id: objects.count, type: object.type)
    }

    subscript(reference: ObjectReference) -> Object { objects[reference.id - 1] }
}
