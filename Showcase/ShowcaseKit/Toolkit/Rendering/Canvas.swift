/// Where a view draws: a ``ScreenBuffer`` seen through the view's frame.
///
/// Coordinates are local to the view (0, 0 is its top-left corner) and drawing is clipped
/// to its bounds, so a view cannot paint over its neighbours.
package struct Canvas {
    /// The frame being drawn.
    package internal(set) var buffer: ScreenBuffer
    /// Where local (0, 0) lies in the buffer.
    package private(set) var origin: (x: Int, y: Int) = (0, 0)
    /// The part of the buffer drawing may touch, in buffer coordinates.
    package private(set) var clip: TUIRect

    /// A canvas over a blank buffer of `size`.
    package init(size: TerminalSize) {
        buffer = ScreenBuffer(size: size)
        clip = TUIRect(x: 0, y: 0, width: size.columns, height: size.rows)
    }

    /// The size of the visible region in local coordinates.
    package var bounds: TUIRect {
        TUIRect(x: 0, y: 0, width: clip.maxX - origin.x, height: clip.maxY - origin.y)
    }

    /// Writes `text` at a local position, clipped to the canvas, and returns the local
    /// column after it.
    @discardableResult
    package mutating func draw(_ text: some StringProtocol, x: Int, y: Int, style: TextStyle = .plain) -> Int {
        let row = origin.y + y
        guard row >= clip.y, row < clip.maxY else { return x + DisplayWidth.of(text) }
        let end = buffer.write(text, row: row, column: origin.x + x, style: style, clip: clip.x..<clip.maxX)
        return end - origin.x
    }

    /// Fills a local rectangle with blanks in `style` (a background colour, say).
    package mutating func fill(_ rect: TUIRect, style: TextStyle) {
        buffer.fill(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), style: style)
    }

    /// Runs `body` with the origin moved to `rect` and drawing clipped to it.
    package mutating func within(_ rect: TUIRect, _ body: (inout Canvas) -> Void) {
        let savedOrigin = origin
        let savedClip = clip
        origin = (savedOrigin.x + rect.x, savedOrigin.y + rect.y)
        clip = rect.offsetBy(dx: savedOrigin.x, dy: savedOrigin.y).intersection(savedClip)
        body(&self)
        origin = savedOrigin
        clip = savedClip
    }
}
