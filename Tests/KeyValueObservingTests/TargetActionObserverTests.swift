import KeyValueObserving
import Testing

/// The lightweight observer object of Chris Eidhof's article: target/action, weak
/// target and observed object, observation for as long as it lives.
@Suite struct TargetActionObserverTests {
  @Test func observesWhileRetained() {
    let counter = Counter()
    let view = ColorView()
    var observer: TargetActionObserver? = TargetActionObserver(
      object: counter, keyPath: \.value, options: [.old, .new], target: view,
      action: ColorView.counterChanged)
    counter.value = 1
    #expect(view.hexChanges == ["0->1"])
    #expect(observer?.isObserving == true)
    observer = nil
    counter.value = 2
    #expect(view.hexChanges == ["0->1"])
  }

  @Test func aDeallocatedTargetGetsNoCallAndNothingCrashes() {
    let counter = Counter()
    var view: ColorView? = ColorView()
    weak let weakView = view
    let observer = TargetActionObserver(
      object: counter, keyPath: \.value, target: view!, action: ColorView.ping)
    view = nil
    #expect(weakView == nil)
    counter.value = 1
    #expect(!observer.isObserving)
  }

  @Test func aDeallocatedObservedObjectEndsTheObserver() {
    var counter: Counter? = Counter()
    weak let weakCounter = counter
    let view = ColorView()
    let observer = TargetActionObserver(
      object: counter!, keyPath: \.value, target: view, action: ColorView.ping)
    counter = nil
    #expect(weakCounter == nil)  // not retained by the observer
    #expect(!observer.isObserving)
    observer.invalidate()
  }
}
