// Fixture: navigation shell of a recipe app.
// Theme: TabView + NavigationStack + NavigationLink + navigationDestination(for:),
// switch statements in `body`, toolbars, sheets, alerts and multiple trailing closures.

import SwiftUI

enum Route: Hashable {
    case recipe(id: Recipe.ID)
    case author(name: String)
    case collection(RecipeCollection.ID, highlight: Recipe.ID?)
    case settings
}

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    var author: String
    var minutes: Int
    var isFavorite: Bool
}

struct RecipeCollection: Identifiable, Hashable {
    let id: Int
    var name: String
    var recipeIDs: [Recipe.ID]
}

@Observable
final class Router {
    var path = NavigationPath()
    var presentedRecipe: Recipe?
    var alertMessage: String?

    func open(_ route: Route) { path.append(route) }
    func popToRoot() { path = NavigationPath() }
}

struct NavigationShell: View {
    enum Tab: Hashable { case browse, favorites, collections }

    @State private var router = Router()
    @State private var selection: Tab = .browse
    @State private var recipes: [Recipe] = []
    @State private var collections: [RecipeCollection] = []

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack(path: $router.path) {
                RecipeListView(recipes: recipes)
                    .navigationTitle("Browse")
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .recipe(let id):
                            if let recipe = recipes.first(where: { $0.id == id }) {
                                RecipeDetail(recipe: recipe)
                            } else {
                                ContentUnavailableView("Recipe not found", systemImage: "fork.knife")
                            }
                        case .author(let name):
                            AuthorView(name: name, recipes: recipes.filter { $0.author == name })
                        case let .collection(id, highlight):
                            CollectionView(
                                collection: collections.first { $0.id == id },
                                highlighted: highlight
                            )
                        case .settings:
                            Text("Settings")
                        }
                    }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Root", systemImage: "house") {
                                router.popToRoot()
                            }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu {
                                Button("Settings") { router.open(.settings) }
                                Button("Random recipe") {
                                    router.presentedRecipe = recipes.randomElement()
                                }
                                Divider()
                                Button(role: .destructive) {
                                    recipes.removeAll()
                                } label: {
                                    Label("Clear", systemImage: "trash")
                                }
                            } label: {
                                Image(systemName: "ellipsis.circle")
                            }
                        }
                    }
            }
            .tabItem { Label("Browse", systemImage: "book") }
            .tag(Tab.browse)

            NavigationStack {
                RecipeListView(recipes: recipes.filter(\.isFavorite))
                    .navigationTitle("Favorites")
            }
            .tabItem {
                Label("Favorites", systemImage: "star")
            }
            .tag(Tab.favorites)
            .badge(recipes.filter(\.isFavorite).count)

            NavigationStack {
                List(collections) { collection in
                    NavigationLink(collection.name, value: Route.collection(collection.id, highlight: nil))
                }
                .navigationDestination(for: Route.self) { route in
                    if case let .collection(id, highlight) = route {
                        CollectionView(collection: collections.first { $0.id == id }, highlighted: highlight)
                    }
                }
            }
            .tabItem { Label("Collections", systemImage: "square.stack") }
            .tag(Tab.collections)
        }
        .environment(router)
        .sheet(item: $router.presentedRecipe) { recipe in
            NavigationStack {
                RecipeDetail(recipe: recipe)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Done") { router.presentedRecipe = nil }
                        }
                    }
            }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
        }
        .alert(
            "Something went wrong",
            isPresented: Binding(
                get: { router.alertMessage != nil },
                set: { if !$0 { router.alertMessage = nil } }
            ),
            presenting: router.alertMessage
        ) { _ in
            Button("OK", role: .cancel) {}
        } message: { message in
            Text(message)
        }
    }
}

struct RecipeListView: View {
    let recipes: [Recipe]

    var body: some View {
        List {
            ForEach(recipes) { recipe in
                NavigationLink(value: Route.recipe(id: recipe.id)) {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(recipe.title).font(.headline)
                            Text("by \(recipe.author) · \(recipe.minutes) min")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        if recipe.isFavorite {
                            Image(systemName: "star.fill").foregroundStyle(.yellow)
                        }
                    }
                }
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(Router.self) private var router

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(recipe.title).font(.largeTitle.bold())
                Button {
                    router.open(.author(name: recipe.author))
                } label: {
                    Label(recipe.author, systemImage: "person")
                }
                switch recipe.minutes {
                case ..<15:
                    Label("Quick", systemImage: "hare")
                case 15..<60:
                    Label("Weeknight", systemImage: "clock")
                default:
                    Label("Weekend project", systemImage: "tortoise")
                }
            }
            .padding()
        }
    }
}

struct AuthorView: View {
    let name: String
    let recipes: [Recipe]

    var body: some View {
        RecipeListView(recipes: recipes)
            .navigationTitle(name)
    }
}

struct CollectionView: View {
    let collection: RecipeCollection?
    let highlighted: Recipe.ID?

    var body: some View {
        if let collection {
            List(collection.recipeIDs, id: \.self) { id in
                Text(id.uuidString.prefix(8))
                    .fontWeight(id == highlighted ? .bold : .regular)
            }
            .navigationTitle(collection.name)
        } else {
            ContentUnavailableView("No collection", systemImage: "square.stack")
        }
    }
}

#Preview {
    NavigationShell()
}
