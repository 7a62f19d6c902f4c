import KeyValueObserving
import Testing

/// Set mutations, reported as Cocoa's `NSKeyValueObserving.h` documents for
/// `willChangeValueForKey:withSetMutation:usingObjects:`: union →
/// insertion with the objects added; minus and intersect → removal with the
/// objects removed; set → replacement with both.
@Suite struct KeyValueMutableSetTests {
  final class Log {
    var changes: [ObservedChange<Set<String>>] = []
    var counts: [String] = []
    var tokens: [ObservationToken] = []

    init(_ photo: Photo) {
      tokens = [
        photo.observe(\.tags, options: [.old, .new]) { [unowned self] _, change in
          changes.append(change)
        },
        photo.observe(\.tagCount, options: [.old, .new]) { [unowned self] _, change in
          counts.append("\(change.kind) \(change.oldValue ?? -1) -> \(change.newValue ?? -1)")
        },
      ]
    }
  }

  @Test func eachMutationReportsItsKindAndTheObjectsAddedAndRemoved() {
    let photo = Photo()
    photo.tags = ["a", "b"]
    let log = Log(photo)
    let tags = photo.mutableSet(for: \.tags)
    tags.formUnion(["b", "c"])
    tags.subtract(["a", "z"])
    tags.formIntersection(["c"])
    tags.replaceAll(with: ["x", "c", "y"])
    #expect(photo.tags == ["c", "x", "y"])
    #expect(
      log.changes == [
        ObservedChange(kind: .insertion, newValue: ["c"]),
        ObservedChange(kind: .removal, oldValue: ["a"]),
        ObservedChange(kind: .removal, oldValue: ["b"]),
        ObservedChange(kind: .replacement, oldValue: [], newValue: ["x", "y"]),
      ])
    #expect(
      log.counts == [
        "setting 2 -> 3", "setting 3 -> 2", "setting 2 -> 1", "setting 1 -> 3",
      ])
  }

  @Test func insertRemoveAndRemoveAll() {
    let photo = Photo()
    let log = Log(photo)
    let tags = photo.mutableSet(for: \.tags)
    tags.insert("a")
    tags.insert("a")  // a union that adds nothing is still reported, as Cocoa does
    tags.remove("a")
    tags.insert("b")
    tags.insert("c")
    #expect(tags.sorted() == ["b", "c"])  // read through the proxy as a sequence
    tags.remove("c")
    tags.removeAll()
    #expect(
      log.changes == [
        ObservedChange(kind: .insertion, newValue: ["a"]),
        ObservedChange(kind: .insertion, newValue: []),
        ObservedChange(kind: .removal, oldValue: ["a"]),
        ObservedChange(kind: .insertion, newValue: ["b"]),
        ObservedChange(kind: .insertion, newValue: ["c"]),
        ObservedChange(kind: .removal, oldValue: ["c"]),
        ObservedChange(kind: .replacement, oldValue: ["b"], newValue: []),
      ])
    #expect(tags.isEmpty && tags.count == 0 && !tags.contains("a"))
  }

  @Test func aClassReportsItsOwnSetChangeInOneCall() {
    let photo = Photo()
    let log = Log(photo)
    photo.tag(["sea", "sun"])
    #expect(photo.tags == ["sea", "sun"])
    #expect(log.changes == [ObservedChange(kind: .insertion, newValue: ["sea", "sun"])])
    #expect(log.counts == ["setting 0 -> 2"])
  }

  @Test func willAndDidAroundASetMutation() {
    let photo = Photo()
    photo.tags = ["a", "b", "c"]
    var events: [String] = []
    let token = photo.observe(\.tags, options: [.old, .prior]) { _, change in
      events.append("\(change.isPrior ? "prior" : "after") \(change.kind) \(change.oldValue ?? [])")
    }
    photo.willChange(.minus, using: ["b"], for: \.tags)
    photo.setPrimitiveValue(["a", "c"], for: \.tags)
    photo.didChange(.minus, using: ["b"], for: \.tags)
    #expect(events == ["prior removal [\"b\"]", "after removal [\"b\"]"])
    withExtendedLifetime(token) {}
  }

  @Test func assigningTheWholeSetIsASetting() {
    let photo = Photo()
    let log = Log(photo)
    photo.tags = ["a"]
    #expect(log.changes == [ObservedChange(kind: .setting, oldValue: [], newValue: ["a"])])
  }
}
