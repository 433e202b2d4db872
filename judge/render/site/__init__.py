"""The rulebook and the rulings as a static site (``judge site``): pages from Jinja2 templates
with autoescape, assets in ``static/``, search by the Pagefind indexer. Imported only by that
command, so Jinja2 never weighs on the others."""

from judge.render.site.build import SiteReport, build_site

__all__ = ["SiteReport", "build_site"]
