/// The values of a JSON body a form reads: its fields' dotted names (`"email"`,
/// `"address.city"`, `"phones"`). ``JSONParser`` builds only the values on the way to a field
/// or below one, and reads everything else only to check it is JSON — so what a body costs in
/// memory follows what the form reads, not what a client chose to send.
struct JSONFieldPaths {
    /// The fields' names.
    private let names: Set<String>
    /// Every dotted prefix of a name (`"address"` for `"address.city"`): a container on the way.
    private let prefixes: Set<String>

    /// The paths of fields named `names`.
    init(_ names: some Sequence<String>) {
        var all: Set<String> = []
        var prefixes: Set<String> = []
        for name in names {
            all.insert(name)
            var rest = name[...]
            while let dot = rest.lastIndex(of: ".") {
                rest = rest[..<dot]
                prefixes.insert(String(rest))
            }
        }
        self.names = all
        self.prefixes = prefixes
    }

    /// Whether the value at the dotted path `path` is built: it is a field, on the way to one
    /// (an object or array holding a field), or inside one (a list's items; an object sent for
    /// a field, which the form then refuses as such).
    func keeps(_ path: String) -> Bool {
        if names.contains(path) || prefixes.contains(path) { return true }
        var rest = path[...]
        while let dot = rest.lastIndex(of: ".") {
            rest = rest[..<dot]
            if names.contains(String(rest)) { return true }
        }
        return false
    }
}
