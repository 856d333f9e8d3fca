/*
 AlbumEditor.swift
 Fixture: an album editor with reorderable items.
 Theme (lexical): comments of every shape — nested block comments, doc comments
 with markup, comments in odd places — backticked identifiers, key paths
 (`\.self`, `\Item.name`, `\.items[0].title`, optional chaining in key paths),
 `$0` / `$1`, `$binding` projections, and the `#file` / `#line` / `#function`
 family of literal expressions.
 /* A nested block comment: the outer comment does not end here -> */
 Still inside the outer comment. /* and /* doubly */ nested */ too.
*/

import Foundation
import SwiftUI

/// A single photo inside an album.
///
/// - Note: `position` is 0-based.
/// - Important: Keep `title` short; it is shown under the thumbnail.
struct AlbumItem: Identifiable, Hashable {
    let id: UUID
    var title: String
    var position: Int
    var `default`: Bool = false
    var `class`: String? = nil
    var tags: [String] = []
}

/**
 An album of ordered items.

 Use ``move(fromOffsets:toOffset:)`` to reorder.
 ```swift
 var album = Album(name: "Trip")
 album.items.append(item)
 ```
 */
struct Album: Identifiable {
    var id = UUID()
    var name: String
    var items: [AlbumItem] = []
    var cover: AlbumItem? { items.first(where: \.default) ?? items.first }

    /* block comment */ var isEmpty: Bool { items.isEmpty } // trailing line comment

    mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
        for index in items.indices {
            items[index].position = index /* keep positions dense */
        }
    }

    func titles() -> [String] {
        items.map(\.title)
    }

    func sorted<Value: Comparable>(by keyPath: KeyPath<AlbumItem, Value>, ascending: Bool = true) -> [AlbumItem] {
        items.sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
}

enum AlbumKeyPaths {
    static let name = \Album.name
    static let firstTitle = \Album.items[0].title
    static let coverTitle = \Album.cover?.title
    static let itemCount = \Album.items.count
    static let identity = \AlbumItem.self
    static let firstTag: KeyPath<AlbumItem, String?> & Sendable = \.tags.first
    static let writableTitle: WritableKeyPath<AlbumItem, String> & Sendable = \.title
    static let `default` = \AlbumItem.default
    static let firstItemTitle: KeyPath<Album, String> & Sendable = \.items[0].title
    static let coverFirstTag: KeyPath<Album, String?> & Sendable = \.cover?.tags.first
}

enum Log {
    static func trace(
        _ message: @autoclosure () -> String,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        function: StaticString = #function
    ) {
        #if DEBUG
        print("[\(fileID):\(line):\(column)] \(function) — \(message())")
        #endif
        _ = (file, filePath)
    }
}

@available(iOS 17, *)
@available(*, deprecated, renamed: "Album.move(fromOffsets:toOffset:)", message: "Use the album method")
func reorder(_ album: inout Album, from: Int, to: Int) {
    album.move(fromOffsets: IndexSet(integer: from), toOffset: to)
}

let `self`: String = "a variable literally named self" // backticks make keywords usable
let `protocol` = 1, `Type` = 2, `in` = 3

// MARK: - View

struct AlbumEditor: View {
    @Binding var album: Album
    @State private var renamingItemID: AlbumItem.ID?
    @State private var draftTitle = ""
    @Environment(\.editMode) private var editMode

    var body: some View {
        List {
            Section {
                TextField("Album name", text: $album.name) // `$album.name` is a Binding<String>
            }
            Section("Photos (\(album.items.count))") {
                ForEach($album.items) { $item in
                    HStack {
                        Text("\(item.position + 1).")
                            .monospacedDigit()
                            .foregroundStyle(.secondary)
                        if renamingItemID == item.id {
                            TextField("Title", text: $item.title)
                                .onSubmit { renamingItemID = nil }
                        } else {
                            Text(item.title)
                        }
                        Spacer()
                        Toggle("Cover", isOn: $item.default)
                            .labelsHidden()
                    }
                    .swipeActions {
                        Button("Rename") { renamingItemID = item.id }
                    }
                }
                .onMove { album.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { album.items.remove(atOffsets: $0) }
            }
            Section {
                ForEach(album.sorted(by: \.title), id: \.id) { item in
                    Text(item.title)
                }
                ForEach(album.titles(), id: \.self) { Text($0) }
            } header: {
                Text("Alphabetical") /* inline block comment inside a builder */
            }
        }
        .toolbar {
            EditButton()
        }
        .onChange(of: editMode?.wrappedValue) { _, mode in
            Log.trace("edit mode is now \(String(describing: mode))")
        }
        // A comment between modifiers.
        /* And a block comment between modifiers. */
        .navigationTitle(album.name.isEmpty ? "Untitled" : album.name)
    }
}

final class LegacyShareController: NSObject {
    @objc func share(_ sender: Any?) {
        Log.trace("share tapped")
    }

    @objc(handleLongPress:) func handle(longPress sender: Any) {}

    var actions: [Selector] {
        [#selector(share(_:)), #selector(handle(longPress:)), #selector(getter: description)]
    }
}

#Preview {
    @Previewable @State var album = Album(
        name: "Lisbon",
        items: (0..<5).map { AlbumItem(id: UUID(), title: "Photo \($0)", position: $0) }
    )
    NavigationStack {
        AlbumEditor(album: $album)
    }
}
