// KeyValueObserving — Cocoa's key-value observing and key-value coding,
// in pure Swift, for Linux and every other platform Swift runs on.
//
// Observing
// ---------
// Subclass `KeyValueObject`, mark stored properties `@Observed`, and observe
// them through compiler-checked key paths:
//
//     final class Account: KeyValueObject {
//       @Observed var balance = 0.0
//     }
//
//     let account = Account()
//     let token = account.observe(\.balance, options: [.old, .new]) { account, change in
//       print("\(change.oldValue!) -> \(change.newValue!)")
//     }
//     account.balance = 10          // prints "0.0 -> 10.0"
//     token.invalidate()            // or let the token go
//
// - Options `.initial`, `.prior`, `.old`, `.new` as in Cocoa, plus `.once`.
// - Tokens end their observation when invalidated or released; owner-bound
//   observations end with their owner (`observe(_:owner:)`); target/action
//   observations hold their target weakly (`observe(_:target:action:)`,
//   `TargetActionObserver`).
// - Dependent keys are declared once per class in its `KeyTable`
//   (`Key("fullName", \.fullName, dependsOn: \.firstName, \.lastName)`),
//   chained transitively and delivered once per change, in dependency order;
//   `DependencyAudit` checks the declarations against what getters read.
// - Key paths through relationships (`observe(\.address, \.city)`),
//   collection changes with indexes (`mutableArray(for:)`), manual and
//   primitive changes, batches, and `values(for:)` as an `AsyncStream`.
//
// Notifications are synchronous, on the thread that makes the change, in a
// defined order; nested changes are delivered depth-first; no lock is held
// while a handler runs. Registration and removal are safe from any thread.
//
// Coding
// ------
// Declared keys are reachable by name: `value(forKey:)`,
// `setValue(_:forKey:)`, dotted key paths with collection operators
// (`"transactions.@sum.amount"`), `setValuesForKeys(_:)` for dictionaries
// parsed from JSON, aliases and case-insensitive names, and validation that
// coerces (`"$3.50"` → 3.5), post-formats, falls back to defaults or rejects
// with a `KeyValueCodingError` naming the key, the value and the reason.
//
// Cost
// ----
// An object nobody observes carries one word of observation state, and
// setting its `@Observed` properties costs about what a plain stored
// property does. A notification without `.old`/`.new` allocates nothing.
