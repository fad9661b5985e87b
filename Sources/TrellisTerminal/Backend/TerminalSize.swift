import TrellisHost

/// A terminal's size in character cells: the size every host measures its screen in.
public typealias TerminalSize = GridSize
