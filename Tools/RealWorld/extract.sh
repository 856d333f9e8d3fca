#!/bin/bash
# Tools/RealWorld/extract.sh GITDIR DEST [COMMIT]: copies the `.swift` files, every
# `project.pbxproj` and the asset catalogs (`.xcassets`: image sizes decide some findings)
# of a fetched repository (a bare git directory) at COMMIT (default HEAD) into DEST, keeping
# their paths. Blobs missing from a partial snapshot are skipped.
git_dir=$1 dest=$2 commit=${3:-HEAD}
mkdir -p "$dest"
git -c core.quotePath=false --git-dir="$git_dir" ls-tree -r "$commit" | awk -F'\t' '$2 ~ /\.swift$|project\.pbxproj$|\.xcassets\// {split($1, a, " "); print a[3] "\t" $2}' |
while IFS=$'\t' read -r sha path; do
    mkdir -p "$dest/$(dirname "$path")"
    git --git-dir="$git_dir" cat-file blob "$sha" > "$dest/$path" 2>/dev/null || rm -f "$dest/$path"
done
echo "$dest: $(find "$dest" -name '*.swift' | wc -l) Swift files, $(find "$dest" -name project.pbxproj | wc -l) projects"
