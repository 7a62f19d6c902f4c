import KeyValueObserving
import Testing

@Suite struct ObservedTests {
  @Test func assignmentNotifiesWithWillAndDidAroundTheStore() {
    let counter = Counter()
    var events: [String] = []
    let token = counter.observe(\.value, options: [.prior]) { counter, change in
      events.append("\(change.isPrior ? "will" : "did") \(counter.value)")
    }
    counter.value = 9
    #expect(events == ["will 0", "did 9"])
    withExtendedLifetime(token) {}
  }

  @Test func everyAssignmentNotifiesEvenWithAnEqualValue() {
    let counter = Counter()
    var count = 0
    let token = counter.observe(\.value) { _, _ in count += 1 }
    counter.value = 0
    counter.value = 0
    #expect(count == 2)
    withExtendedLifetime(token) {}
  }

  @Test func anUnobservedObjectNotifiesNobodyAndStoresTheValue() {
    let counter = Counter()
    counter.value = 3
    #expect(counter.value == 3)
    #expect(counter.observationInfo.entries.isEmpty)
  }

  @Test func primitiveValueChangesTheStorageSilently() {
    let account = Account()
    var count = 0
    let token = account.observe(\.owner) { _, _ in count += 1 }
    account.setPrimitiveValue("Grace", for: \.owner)
    #expect(account.owner == "Grace")
    #expect(count == 0)
    account.owner = "Ada"
    #expect(count == 1)
    withExtendedLifetime(token) {}
  }

  @Test func undeclaredComputedPropertiesFollowWhatTheirGetterReads() {
    let counter = Counter()
    var doubled: [Int] = []
    let token = counter.observe(\.doubled, options: [.new]) { _, change in
      doubled.append(change.newValue ?? -1)
    }
    counter.value = 4
    counter.label = "not read by doubled"
    #expect(doubled == [8])
    withExtendedLifetime(token) {}
  }

  @Test func aPlainStoredPropertyIsObservableThroughManualNotificationOnly() {
    let counter = Counter()
    var count = 0
    let token = counter.observe(\.plain) { _, _ in count += 1 }
    counter.plain = 1  // not @Observed: no automatic notification
    #expect(count == 0)
    counter.willChangeValue(for: \.plain)
    counter.plain = 2
    counter.didChangeValue(for: \.plain)
    #expect(count == 1)
    withExtendedLifetime(token) {}
  }
}
