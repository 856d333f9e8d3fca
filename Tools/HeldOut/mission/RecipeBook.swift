import SwiftUI

// MARK: - Models

struct RecipeIngredient: Identifiable, Hashable {
    let id: UUID
    var name: String
    var quantity: Double
    var unit: String
}

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    var servings: Int
    var notes: String
    var isVegetarian: Bool
    var isFavorite: Bool
    var ingredients: [RecipeIngredient]
}

struct NutritionTotals: Equatable {
    var calories: Int
    var protein: Double
    var carbs: Double
    var fat: Double
}

enum NutritionService {
    static func totals(for ingredients: [RecipeIngredient], servings: Int) async -> NutritionTotals {
        let factor = 1.0 / Double(max(servings, 1))
        let grams = ingredients.reduce(0) { $0 + $1.quantity }
        return NutritionTotals(calories: Int(grams * 1.9 * factor), protein: grams * 0.1 * factor, carbs: grams * 0.3 * factor, fat: grams * 0.05 * factor)
    }
}

enum RecipePhotoStore {
    static func thumbnail(for recipeID: Recipe.ID) async -> Image? {
        nil
    }
}

@Observable
final class RecipeStore {
    var recipes: [Recipe] = []

    func update(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index] = recipe
    }

    func toggleFavorite(_ id: Recipe.ID) {
        guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
        recipes[index].isFavorite.toggle()
    }

    func addIngredient(_ ingredient: RecipeIngredient, to id: Recipe.ID) {
        guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
        recipes[index].ingredients.append(ingredient)
    }
}

// MARK: - Browsing

struct RecipeListView: View {
    @Environment(RecipeStore.self) private var store
    @State private var searchText = ""

    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    private var visibleRecipes: [Recipe] {
        guard !searchText.isEmpty else { return store.recipes }
        return store.recipes.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if store.recipes.isEmpty {
                    ContentUnavailableView("No Recipes", systemImage: "fork.knife", description: Text("Recipes you save appear here."))
                } else {
                    ScrollView {
                        LazyVGrid(columns: columns, spacing: 12) {
                            ForEach(visibleRecipes) { recipe in
                                NavigationLink(value: recipe.id) {
                                    RecipeCard(recipe: recipe, onToggleFavorite: { store.toggleFavorite(recipe.id) })
                                }
                                .buttonStyle(.plain)
                            }
                        }
                        .padding()
                    }
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $searchText)
            .navigationDestination(for: Recipe.ID.self) { id in
                RecipeDetailView(recipeID: id)
            }
        }
    }
}

struct RecipeCard: View {
    let recipe: Recipe
    let onToggleFavorite: () -> Void
    @State private var thumbnail: Image?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .topTrailing) {
                (thumbnail ?? Image(systemName: "photo"))
                    .resizable()
                    .scaledToFill()
                    .frame(height: 110)
                    .clipped()
                Button(action: onToggleFavorite) {
                    Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
                        .padding(6)
                        .background(.thinMaterial, in: Circle())
                }
                .padding(6)
            }
            Text(recipe.title)
                .font(.headline)
                .lineLimit(2)
            Text("\(recipe.ingredients.count) ingredients · serves \(recipe.servings)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
        .task {
            thumbnail = await RecipePhotoStore.thumbnail(for: recipe.id)
        }
    }
}

// MARK: - Detail

struct RecipeSectionCard<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct RecipeDetailView: View {
    let recipeID: Recipe.ID
    @Environment(RecipeStore.self) private var store
    @State private var servings = 2
    @State private var isReordering = false
    @State private var editingRecipe: Recipe?
    @State private var newIngredientName = ""

    private var recipe: Recipe? {
        store.recipes.first { $0.id == recipeID }
    }

    var body: some View {
        if let recipe {
            ScrollView {
                VStack(spacing: 16) {
                    RecipeSectionCard("Servings") {
                        Stepper("Serves \(servings)", value: $servings, in: 1...12)
                        NutritionSummaryView(ingredients: recipe.ingredients, servings: servings)
                    }
                    RecipeSectionCard("Ingredients") {
                        ForEach(recipe.ingredients) { ingredient in
                            if isReordering {
                                IngredientLine(ingredient: ingredient, scale: scale(for: recipe))
                                    .padding(.leading, 12)
                            } else {
                                IngredientLine(ingredient: ingredient, scale: scale(for: recipe))
                            }
                        }
                        HStack {
                            TextField("Add ingredient", text: $newIngredientName)
                            Button("Add") {
                                let ingredient = RecipeIngredient(id: UUID(), name: newIngredientName, quantity: 100, unit: "g")
                                store.addIngredient(ingredient, to: recipe.id)
                                newIngredientName = ""
                            }
                            .disabled(newIngredientName.isEmpty)
                        }
                    }
                    RecipeSectionCard("Notes") {
                        Text(recipe.notes.isEmpty ? "No notes yet." : recipe.notes)
                    }
                }
                .padding()
            }
            .navigationTitle(recipe.title)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button(isReordering ? "Done" : "Reorder") {
                        withAnimation { isReordering.toggle() }
                    }
                    Button("Edit") {
                        editingRecipe = recipe
                    }
                }
            }
            .sheet(item: $editingRecipe) { draft in
                RecipeEditorView(recipe: draft)
            }
            .onAppear {
                servings = recipe.servings
            }
        }
    }

    private func scale(for recipe: Recipe) -> Double {
        Double(servings) / Double(max(recipe.servings, 1))
    }
}

struct IngredientLine: View {
    let ingredient: RecipeIngredient
    let scale: Double

    var body: some View {
        HStack {
            Text(ingredient.name)
            Spacer()
            Text("\(ingredient.quantity * scale, specifier: "%.0f") \(ingredient.unit)")
                .foregroundStyle(.secondary)
                .monospacedDigit()
        }
    }
}

struct NutritionSummaryView: View {
    let ingredients: [RecipeIngredient]
    let servings: Int
    @State private var totals: NutritionTotals?

    var body: some View {
        Group {
            if let totals {
                HStack {
                    macro("kcal", value: Double(totals.calories))
                    macro("protein", value: totals.protein)
                    macro("carbs", value: totals.carbs)
                    macro("fat", value: totals.fat)
                }
            } else {
                ProgressView()
                    .frame(maxWidth: .infinity)
            }
        }
        .task {
            totals = await NutritionService.totals(for: ingredients, servings: servings)
        }
    }

    private func macro(_ label: String, value: Double) -> some View {
        VStack {
            Text(value, format: .number.precision(.fractionLength(0)))
                .font(.headline)
            Text(label)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

// MARK: - Editing

struct RecipeEditorView: View {
    let recipe: Recipe
    @Environment(RecipeStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var notes = ""
    @State private var isVegetarian = false
    @FocusState private var titleFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .focused($titleFocused)
                Toggle("Vegetarian", isOn: $isVegetarian)
                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(minHeight: 120)
                }
            }
            .navigationTitle("Edit Recipe")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        var updated = recipe
                        updated.title = title
                        updated.notes = notes
                        updated.isVegetarian = isVegetarian
                        store.update(updated)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .onAppear {
                title = recipe.title
                notes = recipe.notes
                isVegetarian = recipe.isVegetarian
                titleFocused = true
            }
        }
    }
}
