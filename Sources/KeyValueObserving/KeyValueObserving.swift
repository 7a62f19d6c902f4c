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
//   also through relationships (`dependsOn: \.address?.city`), chained
//   transitively and delivered once per change, in dependency order; cycles
//   are tolerated and listed, dependencies that cannot be followed are
//   reported; `DependencyAudit` checks the declarations against what
//   getters read.
// - Key paths through relationships (`observe(\.address, \.city)`,
//   `"items.@count"`), collection changes with their kind (`mutableArray(for:)`,
//   `mutableSet(for:)`, `changeElements`), manual and primitive changes,
//   batches, and `values(for:)` as an `AsyncStream`.
//
// Notifications are synchronous, on the thread that makes the change: the
// changed key first, then the keys that depend on it, each key's observers in
// registration order; nested changes are delivered depth-first; no lock is
// held while a handler runs. Registration and removal are safe from any
// thread. Every change, however it is made, is delivered by one path
// (`_ChangeDelivery`).
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
// property does. A notification allocates nothing, with `.old` and `.new`
// too for values of up to three words.
