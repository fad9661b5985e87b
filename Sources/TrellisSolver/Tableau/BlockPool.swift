/// The memory of one tableau's rows and columns: blocks of a power-of-two number of
/// bytes, carved from a few large chunks and recycled through one free list per size.
///
/// A tableau allocates and frees small runs constantly: every row has its cells, every
/// symbol its column, and a pivot grows some of each. Through `malloc` that was about
/// 570 allocations for kiwi's 111-constraint enaml form (a fifth of the build's time,
/// and the runs scattered across the heap, so a build whose caches were cold missed on
/// each). Here an allocation pops a free list or moves a cursor; a free pushes the
/// block on its size's list; the chunks go back to the system once, with the tableau.
///
/// Blocks above ``largestPooledBytes`` (a row of more than 1,024 cells, a column of
/// more than 4,096 rows) come from `malloc` and go back to it when freed, so a long
/// chain's rows do not pin chunk memory; so does every block once the chunks reach
/// ``chunkBudget`` (256 KiB: kiwi's enaml form takes about 60).
///
/// Like ``UnmanagedBuffer``, the pool is a plain handle: copying it aliases the same
/// state. Its owner, ``Tableau``, makes one per tableau (a copy gets its own) and
/// calls ``release()`` once, after every row and column has given its blocks back.
@usableFromInline
struct BlockPool: BitwiseCopyable {
    @usableFromInline
    struct State {
        /// The next free byte of the current chunk, and its end.
        @usableFromInline var cursor: UnsafeMutableRawPointer?
        @usableFromInline var end: UnsafeMutableRawPointer?
        /// Every chunk's start and end, to tell its blocks from `malloc`'s and to free it.
        @usableFromInline var chunks: UnmanagedBuffer<UnsafeMutableRawPointer>
        @usableFromInline var chunkEnds: UnmanagedBuffer<UnsafeMutableRawPointer>
        var nextChunkBytes: Int
        /// The bytes of every chunk so far, at most ``BlockPool/chunkBudget``.
        var chunkBytes: Int
        /// The head of each size's free list; a free block holds the next one's address.
        @usableFromInline var heads: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    }

    /// The smallest block (32 bytes: two cells, eight column entries).
    @usableFromInline static let smallestShift = 5
    /// Sizes 32 B to 16 KiB.
    static let sizeClassCount = 10
    /// The largest block kept in the pool; larger ones come from `malloc`.
    @usableFromInline static let largestPooledBytes = 1 << 14
    static let firstChunkBytes = 1 << 12
    static let largestChunkBytes = 1 << 16
    /// The most chunk memory one pool takes. Past it, blocks come from `malloc`: a
    /// large build's chunks, freed whole with the tableau, went back to the system and
    /// were faulted in again by the next build (rows of 1,000 views built 17 % slower
    /// with every block pooled), where `malloc` keeps small freed blocks for reuse.
    static let chunkBudget = 1 << 18

    @usableFromInline let state: UnsafeMutablePointer<State>

    init() {
        let heads = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: Self.sizeClassCount)
        heads.initialize(repeating: nil, count: Self.sizeClassCount)
        state = .allocate(capacity: 1)
        state.initialize(
            to: State(
                cursor: nil, end: nil, chunks: UnmanagedBuffer(), chunkEnds: UnmanagedBuffer(),
                nextChunkBytes: Self.firstChunkBytes, chunkBytes: 0, heads: heads))
    }

    /// The block size that holds `count` elements of `stride` bytes: a power of two,
    /// at least the smallest block. Containers keep their capacity at exactly this
    /// size's worth of elements, so a free knows the block's size from the capacity.
    @inlinable
    static func capacity(for count: Int, stride: Int) -> Int {
        let bytes = Swift.max(count * stride, 1 << smallestShift)
        let rounded = bytes <= 1 ? 1 : 1 << (Int.bitWidth - (bytes - 1).leadingZeroBitCount)
        return rounded / stride
    }

    /// A block of `bytes` (a power of two from ``capacity(for:stride:)``).
    @inlinable
    func allocate(bytes: Int) -> UnsafeMutableRawPointer {
        if bytes > Self.largestPooledBytes {
            return .allocate(byteCount: bytes, alignment: 16)
        }
        let sizeClass = bytes.trailingZeroBitCount - Self.smallestShift
        if let block = head(sizeClass) {
            setHead(sizeClass, block.load(as: UnsafeMutableRawPointer?.self))
            return block
        }
        if let cursor = state.pointee.cursor, bytes <= state.pointee.end.unsafelyUnwrapped - cursor {
            state.pointee.cursor = cursor + bytes
            return cursor
        }
        return allocateFromNewChunk(bytes: bytes)
    }

    /// Moves `count` elements from `base` (a block of `capacity` elements from this pool, or
    /// nil) into a new block with room for `minimumCount`, and frees the old one.
    @inlinable
    func move<Element: BitwiseCopyable>(
        _ base: UnsafeMutablePointer<Element>?, count: Int, capacity: Int, toRoomFor minimumCount: Int
    ) -> (base: UnsafeMutablePointer<Element>, capacity: Int) {
        let stride = MemoryLayout<Element>.stride
        let newCapacity = Self.capacity(for: minimumCount, stride: stride)
        let newBase = allocate(bytes: newCapacity * stride).bindMemory(to: Element.self, capacity: newCapacity)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            free(UnsafeMutableRawPointer(base), bytes: capacity * stride)
        }
        return (newBase, newCapacity)
    }

    /// Gives a block from ``allocate(bytes:)`` back; `bytes` is the size it was allocated with.
    @inlinable
    func free(_ block: UnsafeMutableRawPointer, bytes: Int) {
        if bytes > Self.largestPooledBytes || !owns(block) {
            block.deallocate()
            return
        }
        let sizeClass = bytes.trailingZeroBitCount - Self.smallestShift
        block.storeBytes(of: head(sizeClass), as: UnsafeMutableRawPointer?.self)
        setHead(sizeClass, block)
    }

    /// Whether `block` lies in one of the chunks (at most seven: the budget's 256 KiB
    /// in chunks of 4 to 64 KiB).
    @inlinable
    func owns(_ block: UnsafeMutableRawPointer) -> Bool {
        let chunks = state.pointee.chunks
        let ends = state.pointee.chunkEnds
        for index in 0..<chunks.count where block >= chunks[index] && block < ends[index] { return true }
        return false
    }

    /// Starts a chunk (twice the last one, up to 64 KiB), leaving what remained of the
    /// current one on the free lists; past the budget, a block from `malloc` instead.
    @usableFromInline
    func allocateFromNewChunk(bytes: Int) -> UnsafeMutableRawPointer {
        let chunkBytes = Swift.max(state.pointee.nextChunkBytes, bytes)
        if state.pointee.chunkBytes + chunkBytes > Self.chunkBudget {
            return .allocate(byteCount: bytes, alignment: 16)
        }
        if let cursor = state.pointee.cursor {
            var position = cursor
            var remaining = state.pointee.end.unsafelyUnwrapped - cursor
            // Every block so far was a multiple of the smallest, so what remains splits
            // into power-of-two blocks, largest first.
            while remaining >= 1 << Self.smallestShift {
                let piece = 1 << (Int.bitWidth - 1 - remaining.leadingZeroBitCount)
                free(position, bytes: piece)
                position += piece
                remaining -= piece
            }
        }
        state.pointee.nextChunkBytes = Swift.min(state.pointee.nextChunkBytes * 2, Self.largestChunkBytes)
        state.pointee.chunkBytes += chunkBytes
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkBytes, alignment: 16)
        state.pointee.chunks.append(chunk)
        state.pointee.chunkEnds.append(chunk + chunkBytes)
        state.pointee.cursor = chunk + bytes
        state.pointee.end = chunk + chunkBytes
        return chunk
    }

    @inlinable
    func head(_ sizeClass: Int) -> UnsafeMutableRawPointer? {
        state.pointee.heads[sizeClass]
    }

    @inlinable
    func setHead(_ sizeClass: Int, _ block: UnsafeMutableRawPointer?) {
        state.pointee.heads[sizeClass] = block
    }

    /// Frees every chunk and the pool itself. Blocks above ``largestPooledBytes`` are
    /// not tracked: their owners free them first.
    func release() {
        for index in 0..<state.pointee.chunks.count { state.pointee.chunks[index].deallocate() }
        state.pointee.chunks.deallocate()
        state.pointee.chunkEnds.deallocate()
        state.pointee.heads.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }
}
