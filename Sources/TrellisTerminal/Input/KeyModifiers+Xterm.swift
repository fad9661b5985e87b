import TrellisHost
import TrellisViews

// How xterm writes modifiers in a key's control sequence (`CSI 1;5A` is Ctrl-Up): read by
// the input decoder, written by `KeyEvent.terminalBytes`.

extension KeyModifiers {
    /// The modifiers of an xterm parameter (`CSI 1;5A` is Ctrl-Up): the parameter minus one
    /// is a bit set of shift 1, alt 2, control 4 (meta 8 is read as alt).
    init(xtermParameter parameter: Int) {
        let bits = max(0, parameter - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }

    /// The xterm parameter for these modifiers (1 for none).
    var xtermParameter: Int { 1 + Int(rawValue & 7) }
}
