import KeyValueObserving
import Testing

@Suite struct OrderingAndReentrancyTests {
  @Test func priorThenChangeAcrossObserversInRegistrationOrder() {
    let counter = Counter()
    var events: [String] = []
    let first = counter.observe(\.value, options: [.prior]) { _, change in
      events.append("first \(change.isPrior ? "prior" : "change")")
    }
    let second = counter.observe(\.value, options: [.prior, .initial]) { _, change in
      events.append("second \(change.isPrior ? "prior" : "change")")
    }
    #expect(events == ["second change"])  // .initial, during registration
    events = []
    counter.value = 1
    #expect(events == ["first prior", "second prior", "first change", "second change"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func nestedChangesAreDeliveredDepthFirst() {
    let person = Person()
    var events: [String] = []
    let cascade = person.observe(\.firstName, options: [.new]) { person, change in
      events.append("firstName=\(change.newValue!)")
      if change.newValue == "Ada" { person.age = 36 }  // nested change
      events.append("firstName handler done")
    }
    let ages = person.observe(\.age, options: [.new]) { _, change in
      events.append("age=\(change.newValue!)")
    }
    let names = person.observe(\.fullName, options: [.new]) { _, change in
      events.append("fullName=\(change.newValue!)")
    }
    person.firstName = "Ada"
    #expect(
      events == [
        "firstName=Ada", "age=36", "firstName handler done", "fullName=Ada ",
      ])
    withExtendedLifetime((cascade, ages, names)) {}
  }

  @Test func observersMayAddAndRemoveObserversWhileBeingNotified() {
    let counter = Counter()
    var events: [String] = []
    var added: ObservationToken?
    var victim: ObservationToken?
    let adder = counter.observe(\.value, options: [.new]) { counter, change in
      events.append("adder \(change.newValue!)")
      if added == nil {
        added = counter.observe(\.value, options: [.new]) { _, change in
          events.append("added \(change.newValue!)")
        }
      }
      victim?.invalidate()
    }
    victim = counter.observe(\.value) { _, _ in events.append("victim") }
    counter.value = 1  // the new observer waits for the next change; the victim is gone
    counter.value = 2
    #expect(events == ["adder 1", "adder 2", "added 2"])
    withExtendedLifetime((adder, added)) {}
  }

  @Test func anObserverThatInvalidatesEveryOtherObservationMidDelivery() {
    let counter = Counter()
    var calls: [Int] = []
    var tokens: [ObservationToken] = []
    for index in 0..<5 {
      tokens.append(
        counter.observe(\.value) { _, _ in
          calls.append(index)
          if index == 1 {
            for (other, token) in tokens.enumerated() where other != 1 { token.invalidate() }
          }
        })
    }
    counter.value = 1
    #expect(calls == [0, 1])
    counter.value = 2
    #expect(calls == [0, 1, 1])
    tokens.removeAll()  // each handler holds the list of tokens: a cycle otherwise
  }

  @Test func anObserverThatReleasesTheLastReferenceToTheObservedObject() {
    final class Holder { var counter: Counter? = Counter() }
    let holder = Holder()
    weak let weakCounter = holder.counter
    var calls = 0
    let token = holder.counter?.observe(\.value) { _, _ in
      calls += 1
      holder.counter = nil
    }
    holder.counter?.value = 1
    #expect(calls == 1)
    #expect(weakCounter == nil)
    #expect(token?.isValid == false)
  }

  /// A nested change is delivered depth-first; the rest of the outer change then carries the
  /// value the object has by then, as Cocoa reads each observer's new value just before
  /// notifying it (Apple's `-didChangeValueForKey:` builds each observance's change as it
  /// pops it): the last notification an observer gets carries the value the object ends
  /// with, and the old value stays the one from before the outer change.
  @Test func aHandlerSettingItsOwnKeyAgainGivesTheObserversAfterItTheValueItEndsWith() {
    let counter = Counter()
    var seen: [String] = []
    let resetter = counter.observe(\.value, options: [.old, .new]) { counter, change in
      seen.append("first \(change.oldValue!)→\(change.newValue!)")
      if change.newValue == 1 { counter.value = 2 }  // the same key, nested
    }
    let recorder = counter.observe(\.value, options: [.old, .new]) { _, change in
      seen.append("second \(change.oldValue!)→\(change.newValue!)")
    }
    counter.value = 1
    counter.value = 3  // the boxes the outer set used are lent again afterwards
    #expect(
      seen == [
        "first 0→1", "first 1→2", "second 1→2", "second 0→2", "first 2→3", "second 2→3",
      ])
    withExtendedLifetime((resetter, recorder)) {}
  }

  /// A handler that clamps the value it is told of: every observer after it ends with the
  /// clamped value, the one the property holds.
  @Test func anObserverAfterAClampingHandlerEndsWithTheClampedValue() {
    let counter = Counter()
    var mirrored: [Int] = []
    let clamp = counter.observe(\.value, options: [.new]) { counter, change in
      if change.newValue! > 10 { counter.value = 10 }
    }
    let mirror = counter.observe(\.value, options: [.new]) { _, change in
      mirrored.append(change.newValue!)
    }
    counter.value = 15
    #expect(counter.value == 10)
    #expect(mirrored == [10, 10])
    counter.value = 4
    #expect(mirrored == [10, 10, 4])
    withExtendedLifetime((clamp, mirror)) {}
  }

  /// The observers of a key that depends on the changed one come after the changed key's:
  /// one of those that normalizes the value leaves them with the value the dependent key
  /// ends with.
  @Test func aDependentKeysObserversEndWithItsValueAfterAHandlerNormalizesTheKeyItDependsOn() {
    let person = Person()
    var seen: [String] = []
    let capitalize = person.observe(\.firstName, options: [.new]) { person, change in
      if change.newValue == "ada" { person.firstName = "Ada" }
    }
    let full = person.observe(\.fullName, options: [.old, .new]) { _, change in
      seen.append("'\(change.oldValue!)'→'\(change.newValue!)'")
    }
    person.firstName = "ada"
    #expect(person.fullName == "Ada ")
    #expect(seen == ["'ada '→'Ada '", "' '→'Ada '"])
    withExtendedLifetime((capitalize, full)) {}
  }

  /// A change a handler keeps is its own: capturing the new value again for the observers
  /// after it, once a handler changed the object, does not change what it kept.
  @Test func aChangeAHandlerKeptStaysAsDeliveredWhenTheValueIsCapturedAgain() throws {
    let counter = Counter()
    var kept: ObservedChange<Int>?
    var seen: [String] = []
    let first = counter.observe(\.value, options: [.old, .new]) { counter, change in
      if kept == nil {
        kept = change
        counter.value = 2
      }
    }
    let second = counter.observe(\.value, options: [.old, .new]) { _, change in
      seen.append("\(change.oldValue!)→\(change.newValue!)")
    }
    counter.value = 1
    let change = try #require(kept)
    #expect(change.oldValue == 0)
    #expect(change.newValue == 1)
    #expect(seen == ["1→2", "0→2"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func aPlanDroppedWhileItsSetDeliversItLastsUntilTheSetEndsThenGoes() {
    final class Marker {}
    let counter = Counter()
    weak var marker: Marker?
    var calls: [String] = []
    var first: ObservationToken?
    do {
      let captured = Marker()
      marker = captured
      first = counter.observe(\.value) { _, _ in
        withExtendedLifetime(captured) {}
        calls.append("first")
        // Drops the plan this set is delivering, and with the token the last reference to
        // the observation outside it.
        first?.invalidate()
        first = nil
      }
    }
    let second = counter.observe(\.value) { _, _ in calls.append("second") }
    counter.value = 1
    // The plan delivered the rest of the set: the second observer was still registered.
    #expect(calls == ["first", "second"])
    // Then it went, and the first observation and its handler's captures with it.
    #expect(marker == nil)
    counter.value = 2
    #expect(calls == ["first", "second", "second"])
    withExtendedLifetime(second) {}
  }

  @Test func aPlanDroppedDuringANestedSetOfItsKeyLastsUntilTheOuterSetEnds() {
    final class Marker {}
    let counter = Counter()
    weak var marker: Marker?
    var calls: [String] = []
    var victim: ObservationToken?
    let nester = counter.observe(\.value, options: [.new]) { counter, change in
      calls.append("nester \(change.newValue!)")
      if change.newValue == 1 {
        counter.value = 2  // the same plan, delivered again inside its own delivery
        victim?.invalidate()  // dropped while both sets are delivering it
        victim = nil
      }
    }
    do {
      let captured = Marker()
      marker = captured
      victim = counter.observe(\.value, options: [.new]) { _, change in
        withExtendedLifetime(captured) {}
        calls.append("victim \(change.newValue!)")
      }
    }
    counter.value = 1
    // The inner set notified the victim; the outer one found it gone.
    #expect(calls == ["nester 1", "nester 2", "victim 2"])
    #expect(marker == nil)
    counter.value = 3
    #expect(calls == ["nester 1", "nester 2", "victim 2", "nester 3"])
    withExtendedLifetime(nester) {}
  }

  @Test func noLockIsHeldWhileHandlersRun() {
    // Everything a handler may do to the same object, from inside it.
    let person = Person()
    var nested: ObservationToken?
    let token = person.observe(\.firstName, options: [.old, .new, .prior]) { person, change in
      guard !change.isPrior else { return }
      nested = person.observe(\.lastName) { _, _ in }
      _ = person.observationInfo
      person.batchChanges { $0.age += 1 }
      do { try person.setValue("X", forKey: "lastName") } catch { Issue.record("\(error)") }
      nested?.invalidate()
    }
    person.firstName = "A"
    #expect(person.age == 1)
    #expect(person.lastName == "X")
    withExtendedLifetime(token) {}
  }
}
