// A styled text laid out: the lines a `TextLayout` makes of its characters (so a label's
// size is the same as for the plain text), each cut back into runs. The line's characters
// are matched to the text's in order; an ellipsis the layout added takes the style of the
// character it stands for.

extension StyledText {
    /// A laid-out line's pieces: the runs it shows, cut to the line.
    public struct LinePieces: Sendable, Hashable {
        /// Where the line starts (after alignment), in the layout's units.
        public var x: Double
        /// The pieces, left to right.
        public var runs: [Run]
    }

    /// The lines of `layout` (a layout of ``string``) with each character's run.
    ///
    /// - Complexity: O(*n*) for the *n* characters of the text, plus the lines' characters.
    public func lines(of layout: TextLayout) -> [LinePieces] {
        var characters: [Character] = []
        var owners: [Int] = []
        for (index, run) in runs.enumerated() {
            for character in run.text {
                characters.append(character)
                owners.append(index)
            }
        }
        var position = 0
        return layout.lines.map { line in
            var pieces: [Run] = []
            var pending = ""
            var pendingOwner: Int?
            for character in line.text {
                // Skip what the layout left out (spaces at breaks, newlines, a cut middle)
                // within a short look-ahead; a character not found (an ellipsis) keeps
                // the run of where we are.
                var probe = position
                let limit = min(characters.count, position + 64)
                while probe < limit && characters[probe] != character { probe += 1 }
                let found = probe < limit
                if found { position = probe }
                let owner = owners.isEmpty ? nil : owners[min(position, owners.count - 1)]
                if owner != pendingOwner, !pending.isEmpty {
                    let run = pendingOwner.map { runs[$0] }
                    pieces.append(Run(pending, style: run?.style ?? .plain, link: run?.link))
                    pending = ""
                }
                pendingOwner = owner
                pending.append(character)
                if found { position += 1 }
            }
            if !pending.isEmpty {
                let run = pendingOwner.map { runs[$0] }
                pieces.append(Run(pending, style: run?.style ?? .plain, link: run?.link))
            }
            return LinePieces(x: line.x, runs: StyledText(runs: pieces).runs)
        }
    }
}
