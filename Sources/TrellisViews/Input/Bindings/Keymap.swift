/// A user's key bindings, read from a keymap file (Textual's and Helix's keymaps): for each
/// scope (a screen or view, `cats.list`), the keys of each command it rebinds, by command
/// name. A command the file leaves out keeps its keys; an empty list unbinds it.
///
/// The file is TOML's tables of string arrays, as Helix's `keys.toml` writes them (a dotted
/// table name is one scope here, not nested tables):
///
/// ```toml
/// # the keys every screen shares
/// [cats]
/// quit = ["ctrl+q"]
/// go-to = ["ctrl+g", "f2"]
///
/// [cats.list]
/// toggle-favorite = ["f", "ctrl+f"]
/// reload = []
/// ```
///
/// ```swift
/// let keymap = try Keymap(parsing: text)
/// let bindings = try CatsShell.defaultBindings.applying(keymap, scope: "cats")
/// ```
public struct Keymap: Sendable, Equatable {
    /// The keys by scope, then by command name.
    public private(set) var scopes: [String: [String: [KeyEvent]]]

    /// An empty keymap: every binding keeps its keys.
    public init() { scopes = [:] }

    /// The keymap `scopes` (keys by scope, then by command name).
    public init(scopes: [String: [String: [KeyEvent]]]) { self.scopes = scopes }

    /// The keymap in `text`: `[scope]` lines, each followed by `command = ["key", …]` lines;
    /// blank lines and `#` comments anywhere.
    ///
    /// - Throws: ``KeymapError/malformed(line:_:)`` naming the line and what is wrong with
    ///   it (a command before any scope, a line that is neither, a command given twice, a
    ///   value that is not a list of strings); ``KeymapError/badKey(_:scope:command:_:)`` for
    ///   a key that is not one (`KeyEvent(spec:)`, TrellisViews).
    public init(parsing text: String) throws(KeymapError) {
        var scopes: [String: [String: [KeyEvent]]] = [:]
        var scope: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = Self.withoutComment(rawLine).trimmed
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else { throw .malformed(line: number, "a scope is written [name]") }
                let name = String(line.dropFirst().dropLast()).trimmed.unquoted
                guard Self.isName(name) else { throw .malformed(line: number, "\"\(name)\" is not a scope name") }
                guard scopes[name] == nil else { throw .malformed(line: number, "[\(name)] appears twice") }
                scopes[name] = [:]
                scope = name
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw .malformed(line: number, "expected [scope] or command = [\"key\", …]")
            }
            let command = String(line[..<equals]).trimmed.unquoted
            guard let current = scope else { throw .malformed(line: number, "\(command) comes before any [scope]") }
            guard Self.isName(command) else { throw .malformed(line: number, "\"\(command)\" is not a command name") }
            guard scopes[current]?[command] == nil else { throw .malformed(line: number, "\(command) is given twice in [\(current)]") }
            var keys: [KeyEvent] = []
            for spec in try Self.strings(in: String(line[line.index(after: equals)...]).trimmed, line: number) {
                do throws(KeySpecError) { keys.append(try KeyEvent(spec: spec)) } catch {
                    throw .badKey(spec, scope: current, command: command, error)
                }
            }
            scopes[current, default: [:]][command] = keys
        }
        self.scopes = scopes
    }

    /// The strings of a TOML array of basic strings (`["ctrl+p", "\\"]`).
    private static func strings(in value: String, line: Int) throws(KeymapError) -> [String] {
        guard value.hasPrefix("["), value.hasSuffix("]") else {
            throw .malformed(line: line, "expected a list of keys in brackets, like [\"ctrl+p\", \"f1\"]")
        }
        var strings: [String] = []
        var characters = value.dropFirst().dropLast()[...]
        while true {
            characters = characters.drop { $0 == " " || $0 == "\t" }
            guard let first = characters.first else { break }
            guard first == "\"" else { throw .malformed(line: line, "expected a key in double quotes") }
            characters = characters.dropFirst()
            var string = ""
            var closed = false
            while let character = characters.popFirst() {
                if character == "\"" {
                    closed = true
                    break
                }
                if character == "\\" {
                    guard let escaped = characters.popFirst(), escaped == "\"" || escaped == "\\" else {
                        throw .malformed(line: line, "only \\\" and \\\\ are escapes in a key")
                    }
                    string.append(escaped)
                } else {
                    string.append(character)
                }
            }
            guard closed else { throw .malformed(line: line, "a key's quotes are not closed") }
            strings.append(string)
            characters = characters.drop { $0 == " " || $0 == "\t" }
            guard let separator = characters.popFirst() else { break }
            guard separator == "," else { throw .malformed(line: line, "keys are separated by commas") }
        }
        return strings
    }

    /// The line without a `#` comment (a `#` inside a quoted key stays).
    private static func withoutComment(_ line: Substring) -> Substring {
        var quoted = false
        var escaped = false
        for index in line.indices {
            let character = line[index]
            if escaped {
                escaped = false
            } else if character == "\\" && quoted {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == "#" && !quoted {
                return line[..<index]
            }
        }
        return line
    }

    /// A scope or command name: letters, digits, `-`, `_` and `.`.
    private static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
    }

    /// The keys the keymap gives commands of `scope`.
    public func keys(in scope: String) -> [String: [KeyEvent]] { scopes[scope] ?? [:] }

    /// Checks that every scope the keymap names is one of `known`.
    ///
    /// - Throws: ``KeymapError/unknownScope(_:known:)`` naming the first that is not.
    public func check(scopes known: Set<String>) throws(KeymapError) {
        if let unknown = scopes.keys.sorted().first(where: { !known.contains($0) }) {
            throw .unknownScope(unknown, known: known.sorted())
        }
    }

    /// Checks that every scope the keymap names is a key of `commands`, and every command
    /// it names is one of that scope's (an app lists the commands of each scope it declares).
    ///
    /// - Throws: ``KeymapError/unknownScope(_:known:)``, or
    ///   ``KeymapError/unknownCommand(_:known:)`` in ``KeymapError/inScope(_:_:)``.
    public func check(commands: [String: Set<String>]) throws(KeymapError) {
        try check(scopes: Set(commands.keys))
        for scope in scopes.keys.sorted() {
            let known = commands[scope] ?? []
            if let unknown = keys(in: scope).keys.sorted().first(where: { !known.contains($0) }) {
                throw .inScope(scope, .unknownCommand(unknown, known: known.sorted()))
            }
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the file" : keys.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return
                "\(path(context)): expected \(context.codingPath.count < 2 ? "an object" : context.codingPath.count == 2 ? "a list of keys" : "a key as text")"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "\(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context)): missing \(key.stringValue)"
        @unknown default:
            return "\(error)"
        }
    }
}

extension KeyBindings {
    /// These bindings with the keys `keymap` gives `scope`'s commands.
    ///
    /// - Throws: ``KeymapError``: the keymap names a command of `scope` these bindings do not
    ///   have, or binds one key to two commands.
    public func applying(_ keymap: Keymap, scope: String) throws(KeymapError) -> KeyBindings {
        do throws(KeymapError) { return try applying(keymap.keys(in: scope)) } catch { throw .inScope(scope, error) }
    }
}

/// Why a keymap does not apply: every case says what was wrong and where.
public indirect enum KeymapError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read (its path, the system's reason).
    case unreadable(String, String)
    /// A line of the file is not a keymap's: its number and what is wrong.
    case malformed(line: Int, String)
    /// A key that is not one, with its scope and command.
    case badKey(String, scope: String, command: String, KeySpecError)
    /// A scope the app does not have, and those it has.
    case unknownScope(String, known: [String])
    /// A command the scope does not have, and those it has.
    case unknownCommand(String, known: [String])
    /// One key bound to two commands.
    case keyBoundTwice(String, first: String, second: String)
    /// An error of the file at this path.
    case inFile(String, KeymapError)
    /// An error of this scope.
    case inScope(String, KeymapError)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "the keymap \(path) cannot be read: \(reason)"
        case let .malformed(line, problem): "line \(line): \(problem)"
        case let .badKey(_, scope, command, error): "\(scope).\(command): \(error)"
        case let .unknownScope(scope, known): "there is no scope \"\(scope)\" (there are \(known.joined(separator: ", ")))"
        case let .unknownCommand(command, known): "there is no command \"\(command)\" (there are \(known.joined(separator: ", ")))"
        case let .keyBoundTwice(key, first, second): "\(key) is bound to both \(first) and \(second)"
        case let .inFile(path, error): "\(path): \(error)"
        case let .inScope(scope, error): "in \(scope): \(error)"
        }
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    fileprivate var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    /// Without the double quotes around it, if it has them (`["cats.list"]`, `"go-to" = …`).
    fileprivate var unquoted: String {
        count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : String(self)
    }
}
