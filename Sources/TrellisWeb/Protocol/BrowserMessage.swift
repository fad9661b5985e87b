import Foundation
import TrellisHost
import TrellisViews

/// One message a browser tab sends its app: a key, text an input method composed, a paste,
/// the mouse, a new window size in cells, or focus moving in or out of the page. The
/// page's script writes them as JSON objects with a type `t`:
///
/// ```json
/// {"t":"key","key":"ArrowDown"}                 // KeyboardEvent.key, and "ctrl"/"alt"/"shift"
/// {"t":"key","key":"c","ctrl":true}             // Ctrl-C
/// {"t":"text","text":"日本"}                     // an input method's composed text (CJK, accents, a phone's keyboard)
/// {"t":"paste","text":"Maine Coon"}
/// {"t":"mouse","kind":"press","button":0,"x":3,"y":4}
/// {"t":"mouse","kind":"drag","button":0,"x":5,"y":4}   // moved with the button held
/// {"t":"mouse","kind":"wheel","delta":1,"x":3,"y":4}
/// {"t":"resize","cols":120,"rows":40}
/// {"t":"focus","in":false}
/// {"t":"leave"}                                   // the tab is closing or reloading (pagehide)
/// ```
///
/// Everything in it comes from outside: ``init(json:limits:)`` checks the size, each
/// field's type and range, and throws a ``BrowserMessageError`` naming what was wrong.
public enum BrowserMessage: Hashable, Sendable {
    /// Input for the app.
    case input(InputEvent)
    /// Text an input method composed (a CJK word, an accented letter, a phone keyboard's
    /// word): the app receives each of its characters as a typed key, as a terminal's input
    /// method types them, not the keystrokes that composed it.
    case text(String)
    /// The page gained (`true`) or lost focus.
    case focus(Bool)
    /// The page is going away (its `pagehide`): the tab is closing, or reloading. Its
    /// session may yield its place to a new tab at once instead of holding it through the
    /// reload grace (``WebServerConfiguration/reloadGrace``).
    case leaving

    /// Reads one message.
    ///
    /// - Parameters:
    ///   - json: The message's bytes, UTF-8 JSON.
    ///   - limits: How big a message, a paste and a window may be.
    /// - Throws: ``BrowserMessageError`` naming the field that was missing, of the wrong
    ///   type or out of range, or saying the message was too big or not JSON.
    public init(json: some Collection<UInt8>, limits: WebLimits = .standard) throws(BrowserMessageError) {
        guard json.count <= limits.maximumMessageBytes else {
            throw .tooBig(bytes: json.count, limit: limits.maximumMessageBytes)
        }
        // The page's own messages in one pass; the rest, and every mistake, through JSONDecoder.
        if let wire = Wire(flatJSON: json) {
            self = try wire.message(limits: limits)
        } else {
            self = try Wire(decoding: json).message(limits: limits)
        }
    }

    /// Reads `json` with Foundation's `JSONDecoder`, whatever its shape.
    init(decodingWithFoundation json: some Collection<UInt8>, limits: WebLimits = .standard) throws(BrowserMessageError) {
        guard json.count <= limits.maximumMessageBytes else {
            throw .tooBig(bytes: json.count, limit: limits.maximumMessageBytes)
        }
        self = try Wire(decoding: json).message(limits: limits)
    }

    /// The fields any message may have; which ones a type needs is checked by ``message(limits:)``.
    struct Wire: Decodable {
        /// Reads the fields with `JSONDecoder`; its errors say which field was wrong.
        init(decoding json: some Collection<UInt8>) throws(BrowserMessageError) {
            do {
                self = try JSONDecoder().decode(Wire.self, from: Data(json))
            } catch let error as DecodingError {
                throw BrowserMessageError(error)
            } catch {
                throw .notJSON(reason: String(describing: error).prefix(120).description)
            }
        }

        init(
            t: String, key: String?, ctrl: Bool?, alt: Bool?, shift: Bool?, text: String?, kind: String?, button: Int?, delta: Int?,
            x: Int?, y: Int?, cols: Int?, rows: Int?, in: Bool?
        ) {
            self.t = t
            self.key = key
            self.ctrl = ctrl
            self.alt = alt
            self.shift = shift
            self.text = text
            self.kind = kind
            self.button = button
            self.delta = delta
            self.x = x
            self.y = y
            self.cols = cols
            self.rows = rows
            self.in = `in`
        }

        let t: String
        let key: String?
        let ctrl: Bool?
        let alt: Bool?
        let shift: Bool?
        let text: String?
        let kind: String?
        let button: Int?
        let delta: Int?
        let x: Int?
        let y: Int?
        let cols: Int?
        let rows: Int?
        let `in`: Bool?

        func message(limits: WebLimits) throws(BrowserMessageError) -> BrowserMessage {
            switch t {
            case "key":
                guard let key else { throw .missing(field: "key", type: t) }
                return .input(.key(try BrowserMessage.keyEvent(key, ctrl: ctrl ?? false, alt: alt ?? false, shift: shift ?? false)))
            case "text":
                guard let text else { throw .missing(field: "text", type: t) }
                guard text.utf8.count <= limits.maximumTextBytes else {
                    throw .outOfRange(
                        field: "text", value: "\(text.utf8.count) bytes", allowed: "at most \(limits.maximumTextBytes) bytes")
                }
                guard let control = text.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                    return .text(text)
                }
                throw .outOfRange(
                    field: "text", value: "a control character U+\(String(control.value, radix: 16, uppercase: true))",
                    allowed: "typed characters (a key message sends Enter, Tab and Backspace)")
            case "paste":
                guard let text else { throw .missing(field: "text", type: t) }
                guard text.utf8.count <= limits.maximumPasteBytes else {
                    throw .outOfRange(
                        field: "text", value: "\(text.utf8.count) bytes", allowed: "at most \(limits.maximumPasteBytes) bytes")
                }
                return .input(.paste(text))
            case "mouse":
                return .input(.mouse(try mouse(limits: limits)))
            case "resize":
                guard let cols else { throw .missing(field: "cols", type: t) }
                guard let rows else { throw .missing(field: "rows", type: t) }
                try Self.check("cols", cols, in: 1...limits.maximumColumns)
                try Self.check("rows", rows, in: 1...limits.maximumRows)
                return .input(.resize(GridSize(columns: cols, rows: rows)))
            case "focus":
                guard let `in` else { throw .missing(field: "in", type: t) }
                return .focus(`in`)
            case "leave":
                return .leaving
            default:
                throw .unknownType(t)
            }
        }

        func mouse(limits: WebLimits) throws(BrowserMessageError) -> MouseEvent {
            guard let x else { throw .missing(field: "x", type: t) }
            guard let y else { throw .missing(field: "y", type: t) }
            try Self.check("x", x, in: 0...(limits.maximumColumns - 1))
            try Self.check("y", y, in: 0...(limits.maximumRows - 1))
            var modifiers: KeyModifiers = []
            if ctrl == true { modifiers.insert(.control) }
            if alt == true { modifiers.insert(.alt) }
            if shift == true { modifiers.insert(.shift) }
            switch kind {
            case "press", "release", "drag":
                let pressed: MouseEvent.Button
                switch button ?? 0 {
                case 0: pressed = .left
                case 1: pressed = .middle
                case 2: pressed = .right
                default: throw .outOfRange(field: "button", value: "\(button ?? 0)", allowed: "0, 1 or 2")
                }
                let event: MouseEvent.Kind = kind == "press" ? .press(pressed) : kind == "drag" ? .drag(pressed) : .release(pressed)
                return MouseEvent(event, x: x, y: y, modifiers: modifiers)
            case "wheel":
                guard let delta else { throw .missing(field: "delta", type: t) }
                try Self.check("delta", delta, in: -limits.maximumWheelNotches...limits.maximumWheelNotches)
                return MouseEvent(.wheel(delta), x: x, y: y, modifiers: modifiers)
            case nil:
                throw .missing(field: "kind", type: t)
            case let other?:
                throw .outOfRange(field: "kind", value: other, allowed: "press, release, drag or wheel")
            }
        }

        static func check(_ field: String, _ value: Int, in range: ClosedRange<Int>) throws(BrowserMessageError) {
            guard range.contains(value) else {
                throw .outOfRange(field: field, value: "\(value)", allowed: "\(range.lowerBound)...\(range.upperBound)")
            }
        }
    }

    /// The key a browser's `KeyboardEvent.key` names, with its modifiers, as a terminal
    /// would report it: a character typed with Shift is that character (`"A"`, `"?"`), so
    /// apps match one key however it was typed; named keys keep Shift (Shift-Tab).
    static func keyEvent(_ name: String, ctrl: Bool, alt: Bool, shift: Bool) throws(BrowserMessageError) -> KeyEvent {
        var modifiers: KeyModifiers = []
        if ctrl { modifiers.insert(.control) }
        if alt { modifiers.insert(.alt) }
        let key: Key
        if let named = namedKeys[name] {
            key = named
            if shift { modifiers.insert(.shift) }
        } else if name.count == 1, let character = name.first,
            !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        {
            // Ctrl-letter is the letter, lower case, as a terminal reports it.
            key = .character(ctrl && character.isUppercase ? Character(character.lowercased()) : character)
        } else if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...12).contains(number) {
            key = .function(number)
            if shift { modifiers.insert(.shift) }
        } else {
            throw .unknownKey(String(name.prefix(32)))
        }
        return KeyEvent(key, modifiers: modifiers)
    }

    static let namedKeys: [String: Key] = [
        "Enter": .enter, "Tab": .tab, "Backspace": .backspace, "Delete": .delete, "Insert": .insert,
        "Escape": .escape, "ArrowUp": .up, "ArrowDown": .down, "ArrowLeft": .left, "ArrowRight": .right,
        "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown,
    ]
}

/// Why a browser's message was refused; the tab's socket is closed with this as the reason.
public enum BrowserMessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Over ``WebLimits/maximumMessageBytes``.
    case tooBig(bytes: Int, limit: Int)
    /// Not a JSON object this host reads, with the parser's reason (a number too big
    /// for its field is one).
    case notJSON(reason: String)
    /// A field of the wrong JSON type.
    case wrongType(field: String)
    /// A field the message's type needs is not there.
    case missing(field: String, type: String)
    /// A number or name outside what is allowed.
    case outOfRange(field: String, value: String, allowed: String)
    /// A `t` no message has.
    case unknownType(String)
    /// A `KeyboardEvent.key` the app has no key for.
    case unknownKey(String)

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            // A number too big for an Int is corrupted data at its field; at the top, the
            // message itself is not an object.
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            self = field.isEmpty ? .notJSON(reason: String(context.debugDescription.prefix(120))) : .wrongType(field: field)
        case .keyNotFound(let key, _):
            self = .missing(field: key.stringValue, type: "any")
        @unknown default:
            self = .notJSON(reason: "an unknown decoding error")
        }
    }

    /// `a message of 70000 bytes is over the limit of 65536`, `"cols" is 0, allowed 1...1000`.
    public var description: String {
        switch self {
        case .tooBig(let bytes, let limit): return "a message of \(bytes) bytes is over the limit of \(limit)"
        case .notJSON(let reason): return "the message is not a JSON object this host reads (\(reason))"
        case .wrongType(let field): return "\"\(field)\" has the wrong type"
        case .missing(let field, let type): return "a \"\(type)\" message needs \"\(field)\""
        case .outOfRange(let field, let value, let allowed): return "\"\(field)\" is \(value), allowed \(allowed)"
        case .unknownType(let type): return "no message has the type \"\(type.prefix(32))\""
        case .unknownKey(let key): return "no key is called \"\(key)\""
        }
    }
}

/// How much a browser tab may send, and how big its window may be.
public struct WebLimits: Hashable, Sendable {
    /// The largest message read (a paste is the largest).
    public var maximumMessageBytes: Int
    /// The largest paste.
    public var maximumPasteBytes: Int
    /// The widest window, in cells.
    public var maximumColumns: Int
    /// The tallest window, in cells.
    public var maximumRows: Int
    /// The most wheel notches one message may carry, either way.
    public var maximumWheelNotches: Int
    /// The longest text an input method may send in one message (``BrowserMessage/text(_:)``):
    /// each of its characters becomes a key, so it is kept far below a paste.
    public var maximumTextBytes: Int

    /// Limits of your own.
    public init(
        maximumMessageBytes: Int, maximumPasteBytes: Int, maximumColumns: Int, maximumRows: Int, maximumWheelNotches: Int,
        maximumTextBytes: Int = 1_024
    ) {
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumPasteBytes = maximumPasteBytes
        self.maximumColumns = maximumColumns
        self.maximumRows = maximumRows
        self.maximumWheelNotches = maximumWheelNotches
        self.maximumTextBytes = maximumTextBytes
    }

    /// 64 KiB messages, 32 KiB pastes, windows up to 500 × 200 cells, 10 notches, 1 KiB of
    /// composed text.
    public static let standard = WebLimits(
        maximumMessageBytes: 65_536, maximumPasteBytes: 32_768, maximumColumns: 500, maximumRows: 200, maximumWheelNotches: 10)
}
