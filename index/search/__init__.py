"""The full-text search in stages, one a module (see full_text for the map). Importing this
package imports nothing: a rule by number reads index.search.query without Whoosh's searching."""
