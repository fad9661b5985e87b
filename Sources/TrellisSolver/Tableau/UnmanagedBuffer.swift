/// A growable run of plain values in manually managed memory.
///
/// The tableau keeps every hot array in these buffers instead of `Array` so that the
/// pivot loop never touches a reference count or a uniqueness check. The price is
/// manual ownership: a buffer is a plain handle, copying it aliases the memory, and the
/// owner (``SolverCore``) frees each buffer exactly once with ``deallocate()``.
///
/// Indices are checked in every build, release included, as `Array` checks them.
/// Indices reach the buffers from records the solver keeps about public objects (a
/// variable's symbol, a constraint's slot, an edit's record), so a wrong one, whatever
/// its cause, stops the process instead of reading or writing another allocation.
/// The check is one unsigned comparison with the count, which the solver benchmarks
/// do not notice.
@usableFromInline
struct UnmanagedBuffer<Element: BitwiseCopyable>: BitwiseCopyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>?
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    @inlinable
    init() {
        base = nil
        count = 0
        capacity = 0
    }

    @inlinable
    init(repeating value: Element, count: Int) {
        self.init()
        if count > 0 {
            reserve(count)
            base!.initialize(repeating: value, count: count)
            self.count = count
        }
    }

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// The element at `index`.
    ///
    /// - Precondition: `index` is in `0..<count`, checked in release builds too.
    @inlinable
    subscript(index: Int) -> Element {
        get {
            checkIndex(index)
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            checkIndex(index)
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    /// Traps unless `index` is in `0..<count`: one comparison, since a negative index
    /// read as unsigned is larger than any count.
    @inlinable @inline(__always)
    func checkIndex(_ index: Int) {
        precondition(
            UInt(bitPattern: index) < UInt(bitPattern: count),
            "UnmanagedBuffer index \(index) out of range 0..<\(count)")
    }

    /// Makes room for at least `minimumCapacity` elements, growing geometrically.
    @inlinable
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let newCapacity = Swift.max(minimumCapacity, capacity * 2, 8)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }

    @inlinable
    mutating func append(_ element: Element) {
        if count == capacity { reserve(count + 1) }
        base.unsafelyUnwrapped[count] = element
        count += 1
    }

    @inlinable
    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast on an empty UnmanagedBuffer")
        count -= 1
        return base.unsafelyUnwrapped[count]
    }

    @inlinable
    mutating func removeAll() {
        count = 0
    }

    /// An independent copy with its own memory.
    @inlinable
    func copy() -> UnmanagedBuffer {
        var result = UnmanagedBuffer()
        if count > 0 {
            result.reserve(count)
            result.base!.initialize(from: base!, count: count)
            result.count = count
        }
        return result
    }

    /// Frees the memory; the buffer must not be used afterwards.
    @inlinable
    mutating func deallocate() {
        base?.deallocate()
        base = nil
        count = 0
        capacity = 0
    }
}
