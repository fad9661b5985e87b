/// How a ``WebApp`` writes its frames for the page: a compact binary layout (the
/// default), or JSON to read in the browser's developer tools while debugging. The page
/// reads both: a binary WebSocket message is the binary layout, a text one JSON.
///
/// Both carry the same operations, described in the TrellisWeb guide ("The frame
/// protocol"): a clear, new styles, a scroll, runs of cells, the cursor, the clipboard,
/// the focused element's description and announcements.
public enum WebFrameEncoding: String, Hashable, Sendable, CaseIterable {
    /// Operations of one byte each with LEB128 numbers and length-prefixed UTF-8: about
    /// as many bytes as a terminal renderer writes for the same change.
    case binary
    /// One JSON object per frame, `{"t":"frame",…}`: several times bigger, readable.
    case json
}
